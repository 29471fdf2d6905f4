/**
 * A menu opened by clicking its trigger (antd's Dropdown, trigger "click") whose code is fetched when the user reaches
 * for it — the pointer over the trigger, focus on it, or the click itself — not with the shell: home becomes
 * interactive without antd's Dropdown, its styles and Space. The trigger becomes the Dropdown at the first click,
 * opened, once the code is here (not while the pointer is on its way: a trigger swapped between press and release
 * would lose the click). Should the code not load (failed, or past SPEC §9's chunk timeout), the next reach asks again.
 */
import { cloneElement, useState, type ReactElement, type SyntheticEvent } from "react";
import type { DropdownProps, MenuProps } from "antd";
import { preloadable } from "@/lib/preloadable";

const { Component: Dropdown, preload } = preloadable<DropdownProps>(() => import("antd/es/dropdown"));

/** Dropdown's code is here: a trigger mounted from now on is the Dropdown at once. */
let here = false;
const fetchDropdown = () => preload().then(() => void (here = true));

interface TriggerProps {
  onPointerEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onClick?: (event: SyntheticEvent) => void;
}

export function ClickMenu({ menu, children }: { menu: MenuProps; children: ReactElement<TriggerProps> }) {
  const [reached, setReached] = useState(here);
  const [open, setOpen] = useState(false);
  if (reached)
    return (
      <Dropdown trigger={["click"]} menu={menu} open={open} onOpenChange={setOpen}>
        {children}
      </Dropdown>
    );
  const warm = () => void fetchDropdown().catch(() => undefined);
  const openWhenHere = () =>
    void fetchDropdown().then(
      () => {
        setReached(true);
        setOpen(true);
      },
      () => undefined,
    );
  return cloneElement(children, { onPointerEnter: warm, onFocus: warm, onClick: openWhenHere });
}
