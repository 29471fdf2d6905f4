/** The opened-page tabs below the header: switch, close one, Close All, Close Others (SPEC §2.2). */
import { Button, Dropdown, Tabs, theme as antdTheme } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { useLayoutEffect, useRef, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  HOME_TAB,
  pageTabsStore,
  usePageTabs,
  type OpenedPage,
} from "../page-tabs";
import { titleText } from "@/providers/session/menu-model";

const target = (tab: OpenedPage) => (tab.query ? `${tab.path}?${tab.query}` : tab.path);

export function PageTabsBar() {
  const tabs = usePageTabs();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token } = antdTheme.useToken();
  const bar = useRef<HTMLDivElement>(null);
  useTablistOnTabsOnly(bar);
  const active = tabs.find((tab) => tab.path === pathname)?.name ?? null;
  const close = (name: string) => {
    const { list, next } = closeTab(tabs, name, active);
    pageTabsStore.set(list);
    if (next) navigate(target(next));
  };
  const actions = (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: [
          { key: "all", label: t("shell.tabs.closeAll") },
          { key: "others", label: t("shell.tabs.closeOthers") },
        ],
        onClick: ({ key }) => {
          if (key === "all") {
            pageTabsStore.set(closeAllTabs());
            navigate(HOME_TAB.path);
          } else pageTabsStore.set(closeOtherTabs(tabs, active));
        },
      }}
    >
      <Button size="small" data-testid="tabs-actions">
        {t("shell.tabs.actions")} <DownOutlined />
      </Button>
    </Dropdown>
  );
  return (
    <div
      ref={bar}
      style={{
        background: token.colorBgContainer,
        padding: "6px 12px 0",
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
      data-testid="page-tabs"
    >
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active ?? ""}
        tabBarStyle={{ margin: 0 }}
        tabBarExtraContent={actions}
        onTabClick={(name) => {
          // onTabClick, not onChange: the router's location (hence the active tab) may lag the address bar.
          // Before leaving a tab, its query is read from the address bar (see withQueryFromHash).
          pageTabsStore.rememberQuery(window.location.hash);
          const tab = pageTabsStore.get().find((item) => item.name === name);
          if (tab && window.location.hash !== `#${target(tab)}`) navigate(target(tab));
        }}
        onEdit={(name, action) => {
          if (action === "remove" && typeof name === "string") close(name);
        }}
        items={tabs.map((tab) => ({
          key: tab.name,
          closable: tab.name !== HOME_TAB.name,
          label: <span data-testid={`tab-${tab.name}`}>{titleText(tab.title, i18n.language, t, tab.name)}</span>,
        }))}
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
