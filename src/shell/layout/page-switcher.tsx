/**
 * The opened-page tabs on a phone (below 768 px): one native select of the opened pages (the phone's own picker, no
 * tab strip cut to '…'), then Close Others and Close All in the tabs' menu, as on a desktop.
 */
import { Button, theme as antdTheme } from "antd";
import { EllipsisOutlined } from "@ant-design/icons";
import { usePathname, useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import { HOME_TAB, pageTabsStore, usePageTabs } from "../page-tabs";
import { titleText } from "@/providers/session/menu-model";
import { ClickMenu } from "./click-menu";
import { tabActionsMenu, target } from "./page-tabs-bar";

export function PageSwitcher() {
  const tabs = usePageTabs();
  const { t, i18n } = useTranslation();
  const navigate = useStableNavigate();
  const pathname = usePathname();
  const { token } = antdTheme.useToken();
  const active = tabs.find((tab) => tab.path === pathname)?.name ?? HOME_TAB.name;
  return (
    <div
      className="page-switcher"
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      data-testid="page-tabs"
    >
      <select
        aria-label={t("phone.pages")}
        value={active}
        data-testid="page-switcher"
        style={{ color: token.colorText, borderColor: token.colorBorder, background: token.colorBgContainer }}
        onChange={(event) => {
          // Before leaving a page, its query is read from the address bar (see withQueryFromHash).
          pageTabsStore.rememberQuery(window.location.hash);
          const tab = pageTabsStore.get().find((item) => item.name === event.target.value);
          if (tab) navigate(target(tab));
        }}
      >
        {tabs.map((tab) => (
          <option key={tab.name} value={tab.name}>
            {titleText(tab.title, i18n.language, t, tab.name)}
          </option>
        ))}
      </select>
      <ClickMenu menu={tabActionsMenu(t, tabs, active, navigate)}>
        <Button
          type="text"
          icon={<EllipsisOutlined />}
          aria-label={t("shell.tabs.actions")}
          data-testid="tabs-actions"
        />
      </ClickMenu>
    </div>
  );
}
