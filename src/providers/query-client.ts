/**
 * The console's query cache (React Query, under Refine's hooks), with Refine's own defaults and ours. A list page
 * whose rows were asked for ahead of it (`prefetchList`, sent with the menu click) and have already arrived finds
 * them in the cache when its query is created: it draws its rows in its first render instead of drawing an empty
 * table, asking, and drawing again. The query is Refine's: its key carries what `getList` will be called with.
 */
import { keepPreviousData, QueryClient, type Query, type QueryKey } from "@tanstack/react-query";
import type { CrudFilter, CrudSort, MetaQuery, Pagination } from "@refinedev/core";
import type { ConsoleDataProvider } from "./data-provider";
import { isRecord } from "./endpoint";
import type { ListParams } from "./list-reader";

/**
 * The `getList` parameters behind a query of Refine's `useList` (and so `useTable`): its key is
 * `["data", provider, resource, "list", {...meta, filters, pagination?, sorters?}]`, the pagination present when it
 * is server-side. Nothing for any other query.
 */
export function listParamsOf(key: QueryKey): ListParams | undefined {
  const [scope, , resource, action, params] = key;
  if (scope !== "data" || action !== "list" || typeof resource !== "string" || !isRecord(params)) return undefined;
  const { filters, sorters, pagination, ...meta } = params;
  if (!isRecord(pagination)) return undefined; // paging off or client-side: not a page the console prefetches
  return {
    resource,
    filters: Array.isArray(filters) ? (filters as CrudFilter[]) : undefined,
    sorters: Array.isArray(sorters) ? (sorters as CrudSort[]) : undefined,
    pagination: pagination as Pagination,
    meta: meta as MetaQuery,
  };
}

/**
 * How long a prefetched answer counts as fresh once its page has mounted: mounted again within this (the same
 * opening), the page asks nothing; a later visit asks again. Counted from the page's first mount, not from the
 * answer's arrival: on a slow device the page may be drawn seconds after its rows came (a part of it still loading),
 * and it must not ask for them a second time.
 */
const SEEDED_FRESH_MS = 2_000;

export function createQueryClient(dataProvider: Pick<ConsoleDataProvider, "takeArrivedList">): QueryClient {
  /** Queries whose first data came from a prefetch: fresh until a moment after the page's first mount. */
  const seeded = new WeakSet<Query>();
  /** When a seeded query's page first mounted (ms since the epoch). */
  const firstMounted = new WeakMap<Query, number>();
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        // Refine's own default when it builds the client itself: a page change keeps the rows until the next arrive.
        placeholderData: keepPreviousData,
        staleTime: (query) => {
          if (!seeded.has(query) || query.state.dataUpdateCount !== 1) return 0;
          const from = firstMounted.get(query) ?? Date.now();
          return Math.max(0, from - query.state.dataUpdatedAt) + SEEDED_FRESH_MS;
        },
      },
    },
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type === "observerAdded" && seeded.has(event.query) && !firstMounted.has(event.query))
      firstMounted.set(event.query, Date.now());
    if (event.type !== "added") return;
    const params = listParamsOf(event.query.queryKey);
    const arrived = params && dataProvider.takeArrivedList(params);
    if (!arrived) return;
    seeded.add(event.query);
    event.query.setData(arrived.answer, { updatedAt: arrived.at, manual: false });
  });
  return client;
}
