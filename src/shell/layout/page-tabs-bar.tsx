/**
 * The opened-page tabs below the header: switch, close one, Close All, Close Others (SPEC §2.2). antd's card tabs
 * (page-tabs-card.tsx, with rc-tabs) are code home does not need to become interactive: they load once home has
 * shown its figures, on any other page once it has painted, or as soon as the pointer reaches the bar. Until they
 * are here, and should they not load, the same tabs show as plain buttons that switch pages; Close All and Close
 * Others work throughout.
 */
import { Button, theme as antdTheme, type MenuProps } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { Suspense, useEffect, useState } from "react";
import { usePathname, useStableNavigate } from "@/lib/route-hooks";
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
import { lazyPage } from "@/lib/chunk-timeout";
import { useAfterFirstPaint } from "@/lib/after-paint";
import { afterLanding } from "@/lib/landing";
import { ChunkErrorBoundary } from "../chunk-error-boundary";
import type { PageTabsProps } from "./page-tabs-card";
import { ClickMenu } from "./click-menu";

const PageTabsCard = lazyPage(() => import("./page-tabs-card"));

/** The tabs' menu, Close All (then home) and Close Others, on a desktop's tab bar and a phone's page switcher. */
export function tabActionsMenu(
  t: (key: string) => string,
  tabs: readonly OpenedPage[],
  active: string | null,
  navigate: (path: string) => void,
): MenuProps {
  return {
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
  };
}

/** Where an opened page's tab goes: its path and the query it was left with. */
export const target = (tab: OpenedPage) => (tab.query ? `${tab.path}?${tab.query}` : tab.path);

export function PageTabsBar() {
  const tabs = usePageTabs();
  const { t, i18n } = useTranslation();
  const navigate = useStableNavigate();
  const pathname = usePathname();
  const { token } = antdTheme.useToken();
  const [wanted, setWanted] = useState(false);
  const painted = useAfterFirstPaint();
  useEffect(() => afterLanding(() => setWanted(true)), []);
  const active = tabs.find((tab) => tab.path === pathname)?.name ?? null;
  // A page other than home (not the address on the way there): once painted. Once wanted, for good.
  if (!wanted && painted && active !== null && active !== HOME_TAB.name) setWanted(true);
  const props: PageTabsProps = {
    tabs,
    active,
    label: (tab) => <span data-testid={`tab-${tab.name}`}>{titleText(tab.title, i18n.language, t, tab.name)}</span>,
    onSelect: (name) => {
      // On a click, not on a change: the router's location (hence the active tab) may lag the address bar.
      // Before leaving a tab, its query is read from the address bar (see withQueryFromHash).
      pageTabsStore.rememberQuery(window.location.hash);
      const tab = pageTabsStore.get().find((item) => item.name === name);
      if (tab && window.location.hash !== `#${target(tab)}`) navigate(target(tab));
    },
    onClose: (name) => {
      const { list, next } = closeTab(tabs, name, active);
      pageTabsStore.set(list);
      if (next) navigate(target(next));
    },
    actions: (
      <ClickMenu menu={tabActionsMenu(t, tabs, active, navigate)}>
        <Button size="small" data-testid="tabs-actions">
          {t("shell.tabs.actions")} <DownOutlined />
        </Button>
      </ClickMenu>
    ),
  };
  const plain = <PlainTabs {...props} />;
  return (
    <div
      style={{
        background: token.colorBgContainer,
        padding: "6px 12px 0",
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
      data-testid="page-tabs"
      onPointerEnter={() => setWanted(true)}
    >
      {wanted ? (
        <ChunkErrorBoundary standIn={plain}>
          <Suspense fallback={plain}>
            <PageTabsCard {...props} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        plain
      )}
    </div>
  );
}

/** The tabs as plain buttons, drawn like the card tabs (shell.css), with the actions at the end. */
function PlainTabs({ tabs, active, label, onSelect, actions }: PageTabsProps) {
  return (
    <div className="page-tabs-plain">
      <div role="tablist" className="page-tabs-plain-list">
        {tabs.map((tab) => (
          <button
            key={tab.name}
            type="button"
            role="tab"
            aria-selected={tab.name === active}
            className="page-tabs-plain-tab"
            onClick={() => onSelect(tab.name)}
          >
            {label(tab)}
          </button>
        ))}
      </div>
      {actions}
    </div>
  );
}
