/** Top-level apps as a horizontal menu (navType 1) with the overflow in a 'more' submenu. */
import { Badge, Menu } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useMenu } from "../menu-store";
import { appsOf, titleText } from "../menu-model";
import { selectApp, type NavEffects } from "./nav-actions";
import { MenuIcon } from "./menu-icon";
import type { MenuNode } from "../menu-types";

export function useNavEffects(): NavEffects {
  const navigate = useNavigate();
  const { pages } = useMenu();
  return {
    setLocation: (url) => window.location.assign(url),
    openWindow: (url) => void window.open(url, "_blank", "noopener"),
    goToRouteName: (name) => navigate(name === "ownspace_index" ? "/ownspace" : name === "home_index" ? "/home" : (pages.find((p) => p.name === name)?.route ?? "/home")),
    goHome: () => navigate("/home"),
  };
}

export function AppLabel({ app }: { app: MenuNode }) {
  const { t, i18n } = useTranslation();
  const label = titleText(app.title, i18n.language, t);
  return app.component === "hot" ? (
    <Badge dot offset={[6, 0]}>
      <span style={{ color: "inherit" }}>{label}</span>
    </Badge>
  ) : (
    <>{label}</>
  );
}

export function TopNav({ visible, dark }: { visible: number; dark: boolean }) {
  const { tree, currentApp } = useMenu();
  const { t } = useTranslation();
  const effects = useNavEffects();
  const apps = appsOf(tree);
  const item = (app: MenuNode) => ({ key: app.name, icon: <MenuIcon name={app.icon} />, label: <AppLabel app={app} /> });
  const shown = apps.slice(0, visible).map(item);
  const rest = apps.slice(visible).map(item);
  const items = rest.length ? [...shown, { key: "__more", label: t("common.actions.more"), children: rest }] : shown;
  return (
    <Menu
      mode="horizontal"
      theme={dark ? "dark" : "light"}
      selectedKeys={currentApp ? [currentApp] : []}
      items={items}
      style={{ flex: 1, minWidth: 0, background: "transparent", borderBottom: 0 }}
      onClick={({ key }) => {
        const app = apps.find((a) => a.name === key);
        if (app) selectApp(app, effects);
      }}
      data-testid="top-nav"
    />
  );
}
