/**
 * The root: hash router, antd theme/locale, the navigation guard, and the public routes. Everything behind login
 * (Refine, kbar, the shell, every screen) is one lazy chunk, so the login page loads light.
 */
import { lazy, Suspense } from "react";
import { HashRouter, Route, Routes } from "react-router";
import { UiProviders } from "@/shell/ui-providers";
import { NavigationGuard } from "@/shell/navigation-guard";
import { TitleHandler } from "@/shell/title-handler";
import { PageLoading } from "@/shell/page-loading";

const LoginPage = lazy(() => import("@/pages/login/login-page"));
const PublicInfoPage = lazy(() => import("@/pages/public/public-info-page"));
const ConsoleApp = lazy(() => import("./console-app"));

export function Root() {
  return (
    <HashRouter>
      <UiProviders>
        <NavigationGuard />
        <TitleHandler />
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/regist" element={<PublicInfoPage kind="regist" />} />
            <Route path="/regist-result" element={<PublicInfoPage kind="registResult" />} />
            <Route path="/authorize" element={<PublicInfoPage kind="authorize" />} />
            <Route path="/*" element={<ConsoleApp />} />
          </Routes>
        </Suspense>
      </UiProviders>
    </HashRouter>
  );
}
