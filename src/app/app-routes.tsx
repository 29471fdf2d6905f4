/**
 * The routes behind login (SPEC §2.1): lock screen, error pages, home, own space, and the dynamic routes built
 * from the user's menu tree. Every page is a lazy chunk, given up after SPEC §9's chunk timeout. Public routes live in src/root.tsx.
 */
import { Authenticated } from "@refinedev/core";
import { Suspense } from "react";
import { Navigate, Outlet, Route, Routes, useLocation } from "react-router";
import { useMenu } from "@/providers/session/menu-store";
import { groupRedirects } from "@/shell/menu-routes";
import { PageLoading } from "@/shell/page-loading";
import { ChunkErrorBoundary } from "@/shell/chunk-error-boundary";
import { screenKeys } from "@/resources/registry";
import { MenuPageRoute } from "./menu-page-route";
import { preloadable } from "@/lib/preloadable";
import { lazyPage } from "@/lib/chunk-timeout";

const { Component: ShellLayout, preload: loadShell } = preloadable(() => import("@/shell/layout/shell-layout"));
const { Component: HomePage, preload: loadHome } = preloadable(() => import("@/pages/home/home-page"));
const LockPage = lazyPage(() => import("@/pages/lock/lock-page"));
const ErrorPage = lazyPage(() => import("@/pages/errors/error-page"));
// The console's chunk is loading (after a login, or opening the console): the shell every route needs and home,
// where a login lands, come beside it rather than after its first render.
void loadShell().catch(() => undefined);
void loadHome().catch(() => undefined);
const OwnSpacePage = lazyPage(() => import("@/pages/ownspace/ownspace-page"));

/** The page area: a page that fails to load shows the reload offer inside the shell (menus stay usable). */
function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * An address outside the user's menu: a screen the console has (`/<component key>`, the menu's convention) but the
 * user's menu lacks is insufficient permission — the 403 page (SPEC §6); anything else is the 404 page. Which keys
 * have a screen is the screen table's to say (a chunk of its own), so this page loads it first.
 */
const UnknownPage = lazyPage(async () => {
  const keys = await screenKeys();
  return {
    default: function UnknownPage() {
      const { pathname } = useLocation();
      return <ErrorPage code={keys.includes(pathname.replace(/^\//, "")) ? 403 : 404} />;
    },
  };
});

export function AppRoutes() {
  const { pages, tree } = useMenu();
  const redirects = groupRedirects(tree);
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/locking" element={<LockPage />} />
        <Route path="/403" element={<ErrorPage code={403} />} />
        <Route path="/404" element={<ErrorPage code={404} />} />
        <Route path="/500" element={<ErrorPage code={500} />} />
        <Route
          element={
            <Authenticated key="shell" redirectOnFail="/login">
              <ShellLayout>
                <PageBoundary />
              </ShellLayout>
            </Authenticated>
          }
        >
          <Route index element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<HomePage />} />
          <Route path="/ownspace" element={<OwnSpacePage />} />
          <Route path="/change-pass" element={<OwnSpacePage initialTab="security" />} />
          {pages.map((page) => (
            <Route key={page.name} path={page.route} element={<MenuPageRoute page={page} />} />
          ))}
          {redirects.map(({ from, to }) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          {tree.length > 0 && <Route path="*" element={<UnknownPage />} />}
        </Route>
      </Routes>
    </Suspense>
  );
}
