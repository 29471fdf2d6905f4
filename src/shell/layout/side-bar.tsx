/** The side menu column: logo and the current app's menu, in the menu theme; collapses to 60 px. */
import { ConfigProvider, Layout, theme as antdTheme } from "antd";
import { COLLAPSED_MENU_WIDTH, useThemeSettings } from "../theme-settings";
import { menuColors } from "./theme-colors";
import { SideMenu } from "./side-menu";
import { Logo } from "./logo";

export function SideBar({ width, collapsed }: { width: number; collapsed: boolean }) {
  const settings = useThemeSettings();
  const { token } = antdTheme.useToken();
  const colors = menuColors(settings.menuTheme, token);
  return (
    <ConfigProvider
      theme={{
        components: {
          Layout: { siderBg: colors.background, lightSiderBg: colors.background },
          Menu: { darkItemBg: colors.background, darkSubMenuItemBg: colors.accent, darkPopupBg: colors.background },
        },
      }}
    >
      <Layout.Sider
        width={width}
        collapsedWidth={COLLAPSED_MENU_WIDTH}
        collapsed={collapsed}
        theme={colors.menuTheme}
        data-testid="sider"
        data-menu-theme={settings.menuTheme}
        style={{
          background: colors.background,
          overflow: "auto",
          height: "100vh",
          position: "sticky",
          top: 0,
          borderRight: colors.menuTheme === "light" ? `1px solid ${token.colorBorderSecondary}` : undefined,
        }}
      >
        {settings.showLogo && <Logo collapsed={collapsed} color={colors.text} />}
        <SideMenu theme={colors.menuTheme} collapsed={collapsed} mode="inline" />
      </Layout.Sider>
    </ConfigProvider>
  );
}
