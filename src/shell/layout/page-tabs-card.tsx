/**
 * The opened-page tabs as antd's editable card tabs (rc-tabs: scrolling, the overflow menu, close buttons). A chunk of
 * its own, loaded once the shell has painted: until it is here, and should it not load, the bar shows the same tabs as
 * plain buttons (page-tabs-bar.tsx).
 */
import { Tabs } from "antd";
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import type { OpenedPage } from "../page-tabs";
import { HOME_TAB } from "../page-tabs";

export interface PageTabsProps {
  tabs: readonly OpenedPage[];
  active: string | null;
  /** The tab's title as shown (with its test id). */
  label: (tab: OpenedPage) => ReactNode;
  onSelect: (name: string) => void;
  onClose: (name: string) => void;
  /** The Close All / Close Others button, at the bar's end. */
  actions: ReactNode;
}

export default function PageTabsCard({ tabs, active, label, onSelect, onClose, actions }: PageTabsProps) {
  const bar = useRef<HTMLDivElement>(null);
  useTablistOnTabsOnly(bar);
  return (
    <div ref={bar}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active ?? ""}
        tabBarStyle={{ margin: 0 }}
        tabBarExtraContent={actions}
        onTabClick={onSelect}
        onEdit={(name, action) => {
          if (action === "remove" && typeof name === "string") onClose(name);
        }}
        items={tabs.map((tab) => ({ key: tab.name, closable: tab.name !== HOME_TAB.name, label: label(tab) }))}
      />
    </div>
  );
}

/**
 * antd (rc-tabs) puts role="tablist" on the whole nav, which also holds the Close-All/Others button and, once the
 * tabs overflow, the "more" button: a tablist may own only tabs (axe aria-required-children, critical). The role
 * moves to the inner list that holds just the tabs; rc-tabs never sets it again since its props do not change.
 */
function useTablistOnTabsOnly(bar: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const nav = bar.current?.querySelector(".ant-tabs-nav");
    const list = nav?.querySelector(".ant-tabs-nav-list");
    if (!nav || !list || nav.getAttribute("role") !== "tablist") return;
    list.setAttribute("role", "tablist");
    list.setAttribute("aria-orientation", nav.getAttribute("aria-orientation") ?? "horizontal");
    nav.removeAttribute("role");
    nav.removeAttribute("aria-orientation");
  });
}
