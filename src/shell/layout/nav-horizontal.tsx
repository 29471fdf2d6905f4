/**
 * navType 1: the first apps as a horizontal menu, the rest in a 'more' submenu (SPEC §9's count by window width).
 * When even those do not fit beside the header's controls, antd's own overflow folds the last of them into '…':
 * the header stays one row of 56 px and every app stays reachable.
 */
import { Menu } from "antd";
import { EllipsisOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useMenu } from "@/providers/session/menu-store";
import { appsOf } from "@/providers/session/menu-model";
import type { MenuNode } from "@/providers/session/menu-types";
import { AppLabel } from "./app-label";
import { MenuIcon } from "./menu-icon";
import { selectApp } from "./nav-actions";
import { useNavEffects } from "./use-nav-effects";

export function NavHorizontal({
  visible,
  theme,
  showIcon,
}: {
  visible: number;
  theme: "light" | "dark";
  showIcon: boolean;
}) {
  const { tree, currentApp } = useMenu();
  const { t } = useTranslation();
  const effects = useNavEffects();
  const apps = appsOf(tree);
  const item = (app: MenuNode) => ({
    key: app.name,
    icon: showIcon ? <MenuIcon name={app.icon} /> : undefined,
    label: <AppLabel app={app} />,
  });
  const shown = apps.slice(0, visible).map(item);
  const rest = apps.slice(visible).map(item);
  const items = rest.length
    ? [
        ...shown,
        { key: "__more", label: <span data-testid="nav-more">{t("common.actions.more")}</span>, children: rest },
      ]
    : shown;
  return (
    <Menu
      mode="horizontal"
      theme={theme}
      overflowedIndicator={<EllipsisOutlined data-testid="nav-overflow" aria-label={t("common.actions.more")} />}
      selectedKeys={currentApp ? [currentApp] : []}
      items={items}
      style={{ flex: 1, minWidth: 0, background: "transparent", borderBottom: 0, lineHeight: "56px" }}
      onClick={({ key }) => {
        const app = apps.find((a) => a.name === key);
        if (app) selectApp(app, effects);
      }}
      data-testid="top-nav"
      data-nav-type="1"
    />
  );
}
