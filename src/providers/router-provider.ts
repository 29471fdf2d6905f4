/**
 * Refine's react-router bindings (@refinedev/react-router) with one change: `parse`, which every Refine hook that reads
 * the route calls (useTable, useResourceParams, Authenticated, useLogout …), looks up the resource a path names once
 * per path, not once per mounted hook. Refine's own `parse` matches the path against every resource in a `useMemo` of
 * each caller, so a route change repeated the same match for each hook that mounted: 17–91 ms of a phone's 700-ms
 * list (CPU profiles, 4× slowdown). The rest is the library's `parse`, line for line (2.0.4): the route's params,
 * else those of the matched route, and the query parsed as its `qs` with Refine's depth.
 */
import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type IResourceItem,
  type RouterProvider,
} from "@refinedev/core";
import routerBindings from "@refinedev/react-router";
import { parse as parseQuery } from "qs-esm";
import { useCallback, useContext } from "react";
import { matchPath, useLocation, useParams } from "react-router";

type Match = ReturnType<typeof matchResourceFromRoute>;

/** Paths kept per resource list: a console visits tens of pages; past this the memory starts again. */
const KEPT_PATHS = 200;
const matches = new WeakMap<readonly IResourceItem[], Map<string, Match>>();

/** The resource and action `pathname` names among `resources`, matched once per list and path. */
export function matchRoute(pathname: string, resources: IResourceItem[]): Match {
  let byPath = matches.get(resources);
  if (!byPath) {
    byPath = new Map();
    matches.set(resources, byPath);
  }
  let match = byPath.get(pathname);
  if (!match) {
    if (byPath.size >= KEPT_PATHS) byPath.clear();
    match = matchResourceFromRoute(pathname, resources);
    byPath.set(pathname, match);
  }
  return match;
}

/** A query value that reads as a number (`"2"` → 2), else as it is: the library's convertToNumberIfPossible. */
function numberIfPossible(value: unknown): unknown {
  if (typeof value === "undefined") return value;
  const number = Number(value);
  return `${number}` === value ? number : value;
}

function useParse() {
  let params: Record<string, string | undefined> = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = matchRoute(pathname, resources);
  if (Object.entries(params).length === 0 && matchedRoute) params = matchPath(matchedRoute, pathname)?.params ?? {};
  return useCallback(() => {
    const combined: Record<string, unknown> = {
      ...params,
      ...parseQuery(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
    };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfPossible(combined.currentPage) as number | undefined,
        pageSize: numberIfPossible(combined.pageSize) as number | undefined,
        to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

export const routerProvider: RouterProvider = { ...routerBindings, parse: useParse };
