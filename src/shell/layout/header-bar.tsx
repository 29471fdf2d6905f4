/**
 * The header: fold button, logo (when there is no side menu), top nav, menu search and the header controls, the inbox's
 * bell among them. On a phone (below 768 px): the menu button (the side menu's drawer), the logo, the top nav, the
 * palette button, the bell and the user menu, which takes the language and the theme settings.
 */
import { Button, ConfigProvider, Layout, Tooltip, theme as antdTheme } from "antd";
import {
  LockOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  SearchOutlined,
  SettingOutlined,
} from "@ant-design/icons";
import { Suspense, useState, type ReactNode } from "react";
import { useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import { useThemeSettings } from "../theme-settings";
import { lockScreen } from "@/providers/session/lock";
import { navColors } from "./theme-colors";
import { TopNav } from "./top-nav";
import { MenuSearch } from "./menu-search";
import { FullscreenToggle } from "./fullscreen-toggle";
import { LanguageSwitch } from "@/components/language-switch";
import { UserMenu } from "./user-menu";
import { Logo } from "./logo";
import { requestPalette } from "./command-palette-launcher";
import { lazyPage } from "@/lib/chunk-timeout";
import { ChunkErrorBoundary } from "../chunk-error-boundary";
import { InboxSlot } from "../inbox/inbox-slot";

const ThemeDrawer = lazyPage(() => import("./theme-drawer"));

export interface HeaderBarProps {
  visibleApps: number;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  hasSider: boolean;
  /** A phone's width: the menu button opens the side menu's drawer. */
  onOpenMenu?: () => void;
}

export function HeaderBar({ visibleApps, collapsed, onToggleCollapsed, hasSider, onOpenMenu }: HeaderBarProps) {
  const settings = useThemeSettings();
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const { token } = antdTheme.useToken();
  const colors = navColors(settings.navTheme, token);
  const [themeDrawer, setThemeDrawer] = useState<"never" | "open" | "closed">("never");
  const iconButton = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <Button
        type="text"
        style={{ color: "inherit" }}
        icon={icon}
        onClick={onClick}
        aria-label={label}
        data-testid={testId}
      />
    </Tooltip>
  );
  return (
    <ConfigProvider
      theme={{
        components: {
          Menu: {
            darkItemBg: "transparent",
            darkPopupBg: colors.background,
            darkItemSelectedBg: colors.accent,
            horizontalLineHeight: "56px",
            ...(colors.itemColor ? { darkItemColor: colors.itemColor } : {}),
          },
          Breadcrumb: {
            itemColor: colors.text,
            lastItemColor: colors.text,
            separatorColor: colors.text,
            linkColor: colors.text,
          },
        },
      }}
    >
      <Layout.Header
        data-testid="header"
        data-nav-theme={settings.navTheme}
        style={{
          display: "flex",
          alignItems: "center",
          gap: 8,
          height: 56,
          lineHeight: "56px",
          padding: "0 12px",
          background: colors.background,
          color: colors.text,
          position: settings.fixNav ? "sticky" : "static",
          top: 0,
          zIndex: 20,
          boxShadow: "0 1px 4px rgba(0,21,41,.08)",
        }}
      >
        {onOpenMenu && iconButton(t("phone.menu"), <MenuOutlined />, onOpenMenu, "phone-menu-button")}
        {(!hasSider || onOpenMenu) && settings.showLogo && <Logo collapsed={Boolean(onOpenMenu)} color={colors.text} />}
        {hasSider &&
          settings.showFold &&
          iconButton(
            collapsed ? t("shell.expand") : t("shell.collapse"),
            collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />,
            onToggleCollapsed,
            "fold-toggle",
          )}
        <TopNav visible={visibleApps} theme={colors.menuTheme} />
        {onOpenMenu ? (
          <div className="header-actions">
            {iconButton(t("phone.palette"), <SearchOutlined />, requestPalette, "palette-button")}
            <InboxSlot />
            <UserMenu onTheme={() => setThemeDrawer("open")} />
          </div>
        ) : (
          <div className="header-actions">
            {settings.showSearch && <MenuSearch />}
            <FullscreenToggle />
            {iconButton(t("shell.lock.action"), <LockOutlined />, () => lockScreen(navigate), "lock-button")}
            <LanguageSwitch />
            {iconButton(t("shell.theme.title"), <SettingOutlined />, () => setThemeDrawer("open"), "theme-button")}
            <InboxSlot />
            <UserMenu />
          </div>
        )}
      </Layout.Header>
      {themeDrawer !== "never" && (
        // Its code not loading (or past the chunk timeout): the reload offer floats over the console, and Close
        // puts the gear back as it was.
        <ChunkErrorBoundary onClose={() => setThemeDrawer("never")}>
          <Suspense fallback={null}>
            <ThemeDrawer open={themeDrawer === "open"} onClose={() => setThemeDrawer("closed")} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </ConfigProvider>
  );
}
