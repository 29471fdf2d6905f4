/**
 * The console's frame: side bar, header (top nav + controls), opened-page tabs, content, footer; plus what the
 * whole shell shares: the command palette, the change-password drawer and the idle auto-lock.
 */
import { Layout } from "antd";
import { Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SHRUNK_MENU_WIDTH, useThemeSettings } from "../theme-settings";
import { visibleNavCount } from "@/providers/session/menu-model";
import { passwordDrawer, usePasswordDrawerOpen } from "@/providers/session/password-drawer-store";
import { useProductName } from "@/providers/product-name";
import { useTodoFeed } from "@/providers/live";
import { SideBar } from "./side-bar";
import { SideMenu } from "./side-menu";
import { HeaderBar } from "./header-bar";
import { PageTabsBar } from "./page-tabs-bar";
import { CommandPaletteLauncher } from "./command-palette-launcher";
import { useTrackOpenedPages } from "./use-track-opened-pages";
import { useIdleLock } from "./use-idle-lock";
import { useWindowWidth } from "./use-window-width";
import { usePhone } from "@/lib/phone";
import { usePhoneMenu } from "./phone-menu";
import { PageSwitcher } from "./page-switcher";
import { lazyPage } from "@/lib/chunk-timeout";
import { ChunkErrorBoundary } from "../chunk-error-boundary";

const ChangePasswordDrawer = lazyPage(() => import("../password/change-password-drawer"));

function PasswordDrawerHost() {
  const open = usePasswordDrawerOpen();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  // Its code not loading: the reload offer floats over the console; Close puts the drawer away.
  return loaded ? (
    <ChunkErrorBoundary
      onClose={() => {
        setLoaded(false);
        passwordDrawer.close();
      }}
    >
      <Suspense fallback={null}>
        <ChangePasswordDrawer />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
}

/**
 * What follows the address: the opened-page tabs, and the idle lock (which goes to the lock page). Components of their
 * own, as the router's hooks re-render whoever reads them on every address change (a list's page, its search): they
 * re-render, not the shell around the page.
 */
function OpenedPagesTracker() {
  useTrackOpenedPages();
  return null;
}

function IdleLock({ minutes }: { minutes: number }) {
  useIdleLock(minutes);
  return null;
}

export default function ShellLayout({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  const { t } = useTranslation();
  const product = useProductName();
  const [collapsed, setCollapsed] = useState(false);
  const nav = visibleNavCount(useWindowWidth(), settings.sliceNum);
  const menuWidth = nav.shrunk ? Math.min(settings.menuWidth, SHRUNK_MENU_WIDTH) : settings.menuWidth;
  // A phone (below 768 px): the side menu is a drawer the header's menu button opens, the tabs a page switcher.
  const phone = usePhone();
  const phoneMenu = usePhoneMenu();
  const hasSider = menuWidth > 0 && !phone;
  useTodoFeed();
  return (
    <Layout style={{ minHeight: "100vh" }} data-testid="shell">
      <OpenedPagesTracker />
      <IdleLock minutes={settings.lockMinutes} />
      {hasSider && <SideBar width={menuWidth} collapsed={collapsed} />}
      <Layout>
        <HeaderBar
          visibleApps={nav.count}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
          hasSider={hasSider}
          onOpenMenu={phone ? phoneMenu.open : undefined}
        />
        {!hasSider && !phone && <SideMenu theme="light" collapsed={false} mode="horizontal" />}
        {settings.showTags && (phone ? <PageSwitcher /> : <PageTabsBar />)}
        <Layout.Content style={{ margin: phone ? 8 : 12 }}>{children}</Layout.Content>
        {settings.showFooter && (
          <Layout.Footer style={{ textAlign: "center" }} data-testid="footer">
            {t("shell.footer", { year: new Date().getFullYear(), product })}
          </Layout.Footer>
        )}
      </Layout>
      {phone && phoneMenu.element}
      <CommandPaletteLauncher />
      <PasswordDrawerHost />
    </Layout>
  );
}
