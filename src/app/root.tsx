/**
 * The root: hash router, antd theme/locale, the navigation guard, and the public routes. Everything behind login
 * (Refine, kbar, the shell, every screen) is one lazy chunk, so the login page loads light.
 */
import { Suspense, type ReactNode } from "react";
import { HashRouter, Route, Routes } from "react-router";
import { RouteHooks, usePathname } from "@/lib/route-hooks";
import { UiProviders } from "@/shell/ui-providers";
import { NavigationGuard } from "@/shell/navigation-guard";
import { TitleHandler } from "@/shell/title-handler";
import { PageLoading } from "@/shell/page-loading";
import { ChunkErrorBoundary } from "@/shell/chunk-error-boundary";
import { onLoginSubmitted } from "@/lib/login-preload";
import { preloadable } from "@/lib/preloadable";
import { lazyPage } from "@/lib/chunk-timeout";
import { storage, StorageKey } from "@/lib/storage";

const { Component: LoginPage, preload: loadLogin } = preloadable(() => import("@/pages/login/login-page"));
const PublicInfoPage = lazyPage(() => import("@/pages/public/public-info-page"));
// The console's chunk counts as loaded once its first page has (app-routes' firstPageLoaded): one render shows both.
const { Component: ConsoleApp, preload: loadConsole } = preloadable<object>(() =>
  import("./console-app").then(async (module) => {
    await module.firstPageLoaded;
    return { default: module.default };
  }),
);
// On a login submit, the console's chunk (which preloads the shell and home, see app-routes) comes at once.
onLoginSubmitted(() => void loadConsole().catch(() => undefined));

const PUBLIC_PATHS = ["/regist", "/regist-result", "/authorize"];
/**
 * The page the address asks for starts loading with the entry, beside antd's locale (src/i18n/use-ui-locale.ts):
 * nothing renders before the locale, so the route's own lazy load used to leave one round trip after it. Without a
 * stored session the console sends the user to the login page, which then comes along too.
 */
function preloadAddressedPage(hash: string): void {
  const path = hash.replace(/^#/, "").split("?")[0] ?? "";
  if (PUBLIC_PATHS.includes(path)) return;
  if (path !== "/login") void loadConsole().catch(() => undefined);
  if (path === "/login" || !storage.get(StorageKey.accessToken)) void loadLogin().catch(() => undefined);
}
preloadAddressedPage(window.location.hash);

/** The console's own chunk (or the login page's) failing to load offers a reload instead of a white page. */
function RootBoundary({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return <ChunkErrorBoundary resetKey={pathname}>{children}</ChunkErrorBoundary>;
}

export function Root() {
  return (
    <HashRouter>
      <RouteHooks>
        <UiProviders>
          <TitleHandler />
          <NavigationGuard>
            <RootBoundary>
              <Suspense fallback={<PageLoading />}>
                <Routes>
                  <Route path="/login" element={<LoginPage />} />
                  <Route path="/regist" element={<PublicInfoPage kind="regist" />} />
                  <Route path="/regist-result" element={<PublicInfoPage kind="registResult" />} />
                  <Route path="/authorize" element={<PublicInfoPage kind="authorize" />} />
                  <Route path="/*" element={<ConsoleApp />} />
                </Routes>
              </Suspense>
            </RootBoundary>
          </NavigationGuard>
        </UiProviders>
      </RouteHooks>
    </HashRouter>
  );
}
