/**
 * A menu opened by clicking its trigger (antd's Dropdown, trigger "click") whose code is fetched when the user reaches
 * for it — the pointer over the trigger, focus on it, or the click itself — not with the shell: home becomes
 * interactive without antd's Dropdown, its styles and Space. A click that comes before the code opens the menu once
 * it is here. Should the code not load (failed, or past SPEC §9's chunk timeout), the next reach asks again.
 */
import { cloneElement, useState, type ComponentType, type ReactElement, type SyntheticEvent } from "react";
import type { DropdownProps, MenuProps } from "antd";
import { withChunkTimeout } from "@/lib/chunk-timeout";

type DropdownComponent = ComponentType<DropdownProps>;

const loadDropdown = withChunkTimeout(() => import("antd/es/dropdown"));

let loaded: DropdownComponent | null = null;
let loading: Promise<DropdownComponent> | null = null;

function load(): Promise<DropdownComponent> {
  loading ??= loadDropdown().then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

interface TriggerProps {
  onPointerEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onClick?: (event: SyntheticEvent) => void;
}

export function ClickMenu({ menu, children }: { menu: MenuProps; children: ReactElement<TriggerProps> }) {
  const [Dropdown, setDropdown] = useState<DropdownComponent | null>(() => loaded);
  const [open, setOpen] = useState(false);
  if (Dropdown)
    return (
      <Dropdown trigger={["click"]} menu={menu} open={open} onOpenChange={setOpen}>
        {children}
      </Dropdown>
    );
  const fetch = (openWhenHere: boolean) =>
    void load().then(
      (component) => {
        setDropdown(() => component);
        if (openWhenHere) setOpen(true);
      },
      () => undefined,
    );
  return cloneElement(children, {
    onPointerEnter: () => fetch(false),
    onFocus: () => fetch(false),
    onClick: () => fetch(true),
  });
}
