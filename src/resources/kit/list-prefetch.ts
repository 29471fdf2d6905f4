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
import { dataProvider } from "@/providers";
import { loadClaims } from "./engine/review-queue/queue-api";
import { loadViews } from "./engine/list-views-api";
import type { ScreenDef } from "./screen-types";

const DEFAULT_PAGE_SIZE = 10;

function hashQuery(): string {
  const hash = window.location.hash;
  const at = hash.indexOf("?");
  return at < 0 ? "" : hash.slice(at);
}

export function prefetchScreenList(resource: string, screen: ScreenDef<object>): Promise<void> | undefined {
  if (screen.page) return undefined;
  const query = hashQuery();
  const prefilled = screen.fields.some((field) => {
    const search = typeof field.search === "object" ? field.search : undefined;
    return search?.fromQuery !== undefined && new URLSearchParams(query).has(search.fromQuery);
  });
  if (prefilled) return undefined;
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } = parseTableParams(query);
  const paging = screen.paging;
  const rows = dataProvider.prefetchList({
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
  });
  void loadViews(resource);
  return screen.queue ? Promise.all([rows, loadClaims(screen.queue.name)]).then(() => undefined) : rows;
}
