/**
 * Navigation for the parts that only move the user, or only read the page's path. React Router's `useNavigate` and
 * `useLocation` draw their caller again on every change of the address, its query's too: each page, filter, tab or
 * sort of a list (the list writes them into the address) drew the header, the menus, the page tabs and every row's
 * reason button again. `useStableNavigate` is one function for as long as the router lives; `usePathname` changes
 * only with the path. Every navigation in the console is to an absolute path, so the router's root resolves them
 * as the caller's own route would. `RouteHooks` sits right inside the router. As with React Router's own, navigate
 * from an event or an effect: the router takes navigations once `RouteHooks` has mounted (its layout effect), so a
 * child's layout effect on the same first mount would be too early.
 */
import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { useLocation, useNavigate, type NavigateFunction, type NavigateOptions, type To } from "react-router";

const NavigateContext = createContext<NavigateFunction | null>(null);
const PathnameContext = createContext<string | null>(null);

export function RouteHooks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const stable = useMemo(
    () =>
      ((to: To | number, options?: NavigateOptions) =>
        typeof to === "number" ? latest.current(to) : latest.current(to, options)) as NavigateFunction,
    [],
  );
  return (
    <NavigateContext.Provider value={stable}>
      <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>
    </NavigateContext.Provider>
  );
}

function inside<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} needs <RouteHooks> inside the router`);
  return value;
}

/** React Router's navigate, the same function on every render (the caller is not drawn again by a navigation). */
export function useStableNavigate(): NavigateFunction {
  return inside(useContext(NavigateContext), "useStableNavigate");
}

/** The page's path (no query): the caller is drawn again when the path changes, not when the query does. */
export function usePathname(): string {
  return inside(useContext(PathnameContext), "usePathname");
}
