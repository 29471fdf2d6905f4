/**
 * The root: hash router, antd theme/locale, the navigation guard, and the public routes. Everything behind login
 * (Refine, kbar, the shell, every screen) is one lazy chunk, so the login page loads light.
 */
import { Suspense, type ReactNode } from "react";
import { HashRouter, Route, Routes, useLocation } from "react-router";
import { UiProviders } from "@/shell/ui-providers";
import { NavigationGuard } from "@/shell/navigation-guard";
import { TitleHandler } from "@/shell/title-handler";
import { PageLoading } from "@/shell/page-loading";
import { ChunkErrorBoundary } from "@/shell/chunk-error-boundary";
import { onLoginSubmitted } from "@/lib/login-preload";
import { preloadable } from "@/lib/preloadable";
import { lazyPage } from "@/lib/chunk-timeout";

const LoginPage = lazyPage(() => import("@/pages/login/login-page"));
const PublicInfoPage = lazyPage(() => import("@/pages/public/public-info-page"));
const { Component: ConsoleApp, preload: loadConsole } = preloadable(() => import("./console-app"));
// On a login submit, the console's chunk (which preloads the shell and home, see app-routes) comes at once.
onLoginSubmitted(() => void loadConsole().catch(() => undefined));

/** The console's own chunk (or the login page's) failing to load offers a reload instead of a white page. */
function RootBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ChunkErrorBoundary resetKey={pathname}>{children}</ChunkErrorBoundary>;
}

export function Root() {
  return (
    <HashRouter>
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
    </HashRouter>
  );
}
