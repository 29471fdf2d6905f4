/**
 * The routes behind login (SPEC §2.1): lock screen, error pages, home, own space, and the dynamic routes built
 * from the user's menu tree. Every page is a lazy chunk, given up after SPEC §9's chunk timeout. Public routes live in src/root.tsx.
 */
import { Authenticated } from "@refinedev/core";
import { Suspense, type ReactNode } from "react";
import { Navigate, Outlet, Route, Routes, useLocation } from "react-router";
import { usePathname } from "@/lib/route-hooks";
import { menuStore, useMenu } from "@/providers/session/menu-store";
import { groupRedirects } from "@/shell/menu-routes";
import { PageLoading } from "@/shell/page-loading";
import { ChunkErrorBoundary } from "@/shell/chunk-error-boundary";
import { preloadScreen, screenKeys } from "@/resources/registry";
import { MenuPageRoute } from "./menu-page-route";
import { preloadable } from "@/lib/preloadable";
import { lazyPage } from "@/lib/chunk-timeout";
import { loginPathFor } from "@/lib/redirect";

const { Component: ShellLayout, preload: loadShell } = preloadable(() => import("@/shell/layout/shell-layout"));
const { Component: HomePage, preload: loadHome } = preloadable(() => import("@/pages/home/home-page"));
const LockPage = lazyPage(() => import("@/pages/lock/lock-page"));
const ErrorPage = lazyPage(() => import("@/pages/errors/error-page"));
// The console's chunk is loading (after a login, or opening the console): the shell every route needs and home,
// where a login lands, come beside it rather than after its first render.
const shellLoaded = loadShell();
const homeLoaded = loadHome();
// A menu page opened by its address (a reload, a link, a new tab): its screen too, from the stored menu.
const addressed = window.location.hash.replace(/^#/, "").split("?")[0];
const addressedPage = menuStore.get().pages.find((page) => page.route === addressed);

/** How long the console's first render waits for its page's code before it shows the shell with the page loading. */
const FIRST_PAGE_WAIT_MS = 3000;

/**
 * Settles once the shell and the first page (the addressed screen, else home) have loaded, or after
 * FIRST_PAGE_WAIT_MS. The console renders first after it (src/app/root.tsx): rendered before, each piece would show a
 * fallback, and React reveals a boundary no sooner than 300 ms after the last one changed (its fallback throttle).
 * A load that fails is the page boundary's to show; nothing here rejects.
 */
export const firstPageLoaded: Promise<unknown> = Promise.race([
  Promise.all([shellLoaded, addressedPage ? preloadScreen(addressedPage.component) : homeLoaded]),
  new Promise((resolve) => window.setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]).catch(() => undefined);
const OwnSpacePage = lazyPage(() => import("@/pages/ownspace/ownspace-page"));

/**
 * Behind login: without a session, the login route keeps this page as `?redirect=` (lib/redirect.ts), the same route
 * the http client's 401 leads to — whichever of the two comes first, the login returns here. Refine's own default
 * (`?to=`) is a parameter the login page does not read.
 */
function SignedIn({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Authenticated key="shell" redirectOnFail={loginPathFor(`${pathname}${search}`)} appendCurrentPathToQuery={false}>
      {children}
    </Authenticated>
  );
}

/** The page area: a page that fails to load shows the reload offer inside the shell (menus stay usable). */
function PageBoundary() {
  const pathname = usePathname();
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
      const pathname = usePathname();
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
            <SignedIn>
              <ShellLayout>
                <PageBoundary />
              </ShellLayout>
            </SignedIn>
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
