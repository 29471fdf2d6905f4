/** The console's frame: side menu, header (top nav + controls), content, footer. */
import { Button, Layout, Space, theme as antdTheme } from "antd";
import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { COLLAPSED_MENU_WIDTH, SHRUNK_MENU_WIDTH, useThemeSettings } from "../theme-settings";
import { visibleNavCount } from "../menu-model";
import { SideMenu } from "./side-menu";
import { TopNav } from "./top-nav";
import { UserMenu } from "./user-menu";
import { LanguageSwitch } from "./language-switch";

function useWindowWidth() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
}

export default function ShellLayout({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = antdTheme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const width = useWindowWidth();
  const nav = visibleNavCount(width, settings.sliceNum);
  const menuWidth = nav.shrunk ? Math.min(settings.menuWidth, SHRUNK_MENU_WIDTH) : settings.menuWidth;
  const darkMenu = settings.menuTheme !== "light";
  const darkNav = settings.navTheme !== "light";
  return (
    <Layout style={{ minHeight: "100vh" }}>
      {menuWidth > 0 && (
        <Layout.Sider width={menuWidth} collapsedWidth={COLLAPSED_MENU_WIDTH} collapsed={collapsed} theme={darkMenu ? "dark" : "light"} data-testid="sider">
          {settings.showLogo && (
            <div style={{ height: 56, display: "flex", alignItems: "center", gap: 8, padding: "0 16px", color: darkMenu ? "#fff" : token.colorText, fontWeight: 600, overflow: "hidden", whiteSpace: "nowrap" }}>
              <img src="logo.svg" alt="" width={28} height={28} />
              {!collapsed && <span>{t("common.product")}</span>}
            </div>
          )}
          <SideMenu theme={darkMenu ? "dark" : "light"} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header style={{ display: "flex", alignItems: "center", gap: 8, padding: "0 12px", background: darkNav ? "#001529" : token.colorBgContainer, color: darkNav ? "#fff" : token.colorText, position: settings.fixNav ? "sticky" : "static", top: 0, zIndex: 10 }}>
          {settings.showFold && (
            <Button type="text" style={{ color: "inherit" }} aria-label={collapsed ? t("shell.expand") : t("shell.collapse")} icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={() => setCollapsed((c) => !c)} />
          )}
          <TopNav visible={nav.count} dark={darkNav} />
          <Space size={4} style={{ color: "inherit" }}>
            <LanguageSwitch light={darkNav} />
            <div style={{ color: "inherit" }}>
              <UserMenu onChangePassword={() => navigate("/change-pass")} />
            </div>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 12 }}>{children}</Layout.Content>
        {settings.showFooter && (
          <Layout.Footer style={{ textAlign: "center" }}>{t("shell.footer", { year: new Date().getFullYear(), product: t("common.product") })}</Layout.Footer>
        )}
      </Layout>
    </Layout>
  );
}
