/**
 * The current app's menu: groups and their pages. Inline in the side bar; horizontal below the header when the
 * side menu's width is 0 (the topNav preset), so the pages stay reachable.
 */
import { Menu } from "antd";
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useMenu } from "@/providers/session/menu-store";
import { appsOf, titleText } from "@/providers/session/menu-model";
import { MenuIcon } from "./menu-icon";

const absolute = (path: string) => (path.startsWith("/") ? path : `/${path}`);

export function SideMenu({
  theme,
  collapsed,
  mode,
}: {
  theme: "light" | "dark";
  collapsed: boolean;
  mode: "inline" | "horizontal";
}) {
  const { tree, currentApp, pages } = useMenu();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const app = appsOf(tree).find((node) => node.name === currentApp);
  const items = useMemo(
    () =>
      (app?.children ?? []).map((group) => ({
        key: group.name,
        icon: <MenuIcon name={group.icon} />,
        label: titleText(group.title, i18n.language, t, group.name),
        children: (group.children ?? []).map((page) => ({
          key: pages.find((p) => p.name === page.name)?.route ?? `${absolute(group.path)}/${page.path}`,
          label: titleText(page.title, i18n.language, t, page.name),
        })),
      })),
    [app, pages, i18n.language, t],
  );
  // Open keys are computed here, not once at mount: the menu may arrive after the first render.
  const openGroup = (app?.children ?? []).find((group) => pathname.startsWith(`${absolute(group.path)}/`))?.name;
  return (
    <Menu
      mode={mode}
      theme={theme}
      inlineCollapsed={mode === "inline" ? collapsed : undefined}
      selectedKeys={[pathname]}
      defaultOpenKeys={mode === "inline" && openGroup ? [openGroup] : []}
      key={`${currentApp}-${openGroup ?? ""}`}
      items={items}
      onClick={({ key }) => navigate(key)}
      style={{ borderInlineEnd: 0 }}
      className="side-menu"
      data-testid="side-menu"
    />
  );
}
