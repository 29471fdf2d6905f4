/**
 * The first list request of a screen, sent as soon as the screen's own (small) chunk has arrived — while the list
 * machinery's chunk may still be downloading — so a menu click waits for the slower of the two, not their sum.
 * The request is the one the list page will make on mount: page, size, filters and sorters from the
 * address (Refine's syncWithLocation format), else the screen's defaults. A pre-filled screen (`?uid=…`) and a
 * screen with its own page are left to ask for themselves. A review queue's claims travel with its rows, so the list
 * is drawn with its holders once (review-queue/queue-api.ts). The promise settles when the answers are here. The
 * list's saved views are asked for beside them, not waited for: arrived first, the list mounts with them.
 */
import { parseTableParams, type CrudFilter, type CrudSort } from "@refinedev/core";
import { useEffect, useState } from "react";
import { dataProvider } from "@/providers";
import type { ListParams } from "@/providers/list-reader";
import { loadClaims } from "./engine/review-queue/queue-api";
import { loadViews } from "./engine/list-views-api";
import type { ScreenDef } from "./screen-types";

const DEFAULT_PAGE_SIZE = 10;

function hashQuery(): string {
  const hash = window.location.hash;
  const at = hash.indexOf("?");
  return at < 0 ? "" : hash.slice(at);
}

/**
 * The first request `screen`'s list page makes on mount, from the address (Refine's syncWithLocation format), else
 * the screen's defaults; undefined for a screen with its own page or one pre-filled from the address (`?uid=…`).
 */
function firstListParams(resource: string, screen: ScreenDef<object>): ListParams | undefined {
  if (screen.page) return undefined;
  const query = hashQuery();
  const prefilled = screen.fields.some((field) => {
    const search = typeof field.search === "object" ? field.search : undefined;
    return search?.fromQuery !== undefined && new URLSearchParams(query).has(search.fromQuery);
  });
  if (prefilled) return undefined;
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } = parseTableParams(query);
  const paging = screen.paging;
  return {
    resource,
    pagination:
      paging === false
        ? { mode: "off" }
        : {
            currentPage: parsedCurrentPage || 1,
            pageSize: parsedPageSize || (paging?.initial ?? DEFAULT_PAGE_SIZE),
            mode: "server",
          },
    filters: parsedFilters as CrudFilter[],
    sorters: parsedSorter as CrudSort[],
    meta: { endpoint: screen.list },
  };
}

export function prefetchScreenList(resource: string, screen: ScreenDef<object>): Promise<void> | undefined {
  const params = firstListParams(resource, screen);
  if (!params) return undefined;
  const rows = dataProvider.prefetchList(params);
  void loadViews(resource);
  return screen.queue ? Promise.all([rows, loadClaims(screen.queue.name)]).then(() => undefined) : rows;
}

/**
 * How long a screen's mount keeps its first rows for the list's own request, at most: the page drops them once it has
 * drawn (`rowsAhead`), taken or not.
 */
export const MOUNT_KEEP_MS = 3_000;

/**
 * For a screen opened again (its code here, so no menu-click prefetch runs): a hook that asks for the list's first rows
 * as the screen's page starts to draw, not after. React runs the list's request in an effect, after the first draw
 * of the whole page (100–200 ms on the desk for the withdrawal list), and that request takes this answer. Once the
 * page has drawn, an answer it did not take (it asked otherwise) is dropped, so no later reload meets it. Only the
 * rows: the saved views and a queue's claims are the page's own. The first open has the menu click's prefetch and
 * asks nothing here; nor does a page that does not draw (behind the lock screen, a refused page).
 */
export function rowsAhead(resource: string, screen: ScreenDef<object>): () => void {
  let opened = false;
  return function useRowsAhead() {
    const [params] = useState(() => {
      if (!opened) return undefined;
      const first = firstListParams(resource, screen);
      if (first) void dataProvider.prefetchList(first, MOUNT_KEEP_MS);
      return first;
    });
    useEffect(() => {
      opened = true;
      if (!params) return undefined;
      // The list's own request was made in its effect, before this one (a child's effects run first).
      const timer = window.setTimeout(() => dataProvider.forgetPrefetchedList(params), 0);
      return () => window.clearTimeout(timer);
    }, [params]);
  };
}
