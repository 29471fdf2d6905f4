/**
 * The list verb (DESIGN §2): one page of a declared list endpoint, with the filters, sort and paging its style
 * expects; an empty page above 1 steps back one page. A list asked for ahead of its page (`prefetchList`) is kept
 * briefly, and the page's own identical request takes that answer instead of asking again.
 */
import type { BaseRecord, CrudFilter, CrudSort, DataProvider } from "@refinedev/core";
import type { Params } from "./http";
import { applySendPolicy, fillPath, normalisePage, pagingParams, type Endpoint } from "./endpoint";
import { endpointOf, filtersToParams, type EndpointCall } from "./endpoint-call";

function sortParams(endpoint: Endpoint, sorters: CrudSort[] | undefined): Params {
  const sorter = sorters?.[0];
  if (!sorter) return {};
  if (endpoint.sort) return { [endpoint.sort.field]: sorter.field, [endpoint.sort.order]: sorter.order };
  if (endpoint.paging === "system") return { sort: sorter.field, order: sorter.order };
  return {};
}

/**
 * A list call's path and parameters without the paging: what each page request of it sends besides its page, and
 * what a server-side export (csv-export.ts) names as the list to write.
 */
export function listRequestOf(
  endpoint: Endpoint,
  filters: CrudFilter[] | undefined,
  sorters: CrudSort[] | undefined,
  payload?: Params,
): { path: string; params: Params } {
  const params = {
    ...(endpoint.params ?? {}),
    ...applySendPolicy(endpoint, filtersToParams(filters)),
    ...sortParams(endpoint, sorters),
    ...(payload ?? {}),
  };
  return { path: fillPath(endpoint.path, params), params };
}

/** A list answer asked for ahead of its page (see `prefetchList`), kept briefly for the page's own request. */
interface Prefetched {
  /** Taken by the page's request until then (ms since the epoch). */
  until: number;
  answer: Promise<unknown>;
}

export const PREFETCH_KEEP_MS = 10_000;

export function listReader(call: EndpointCall) {
  const prefetched = new Map<string, Prefetched>();
  /** A change (create, update, delete, a custom call that is not a GET) may make any prefetched answer stale. */
  const forgetPrefetched = () => prefetched.clear();
  /** One list page's request: a prefetched answer when one waits for exactly this request, else a call. */
  function listCall(endpoint: Endpoint, data: Params, signal: AbortSignal | undefined, keepMs: number | null) {
    const key = `${endpoint.style} ${endpoint.path} ${JSON.stringify(data)}`;
    const now = Date.now();
    for (const [k, entry] of prefetched) if (now > entry.until) prefetched.delete(k);
    if (keepMs !== null) {
      const answer = call<unknown>(endpoint, data);
      answer.catch(() => undefined);
      prefetched.set(key, { until: now + keepMs, answer });
      return answer;
    }
    const waiting = prefetched.get(key);
    if (!waiting) return call<unknown>(endpoint, data, signal);
    prefetched.delete(key);
    return waiting.answer;
  }

  async function list<TData extends BaseRecord>(
    { resource, pagination, sorters, filters, meta }: Parameters<DataProvider["getList"]>[0],
    /** null: the page's own request; a number: a prefetch, kept that long for it. */
    keepMs: number | null,
  ) {
    const { endpoint, payload } = endpointOf(meta, "getList", resource);
    const paging = endpoint.paging ?? "business";
    const pageSize = pagination?.pageSize ?? 10;
    const signal = meta?.queryContext?.signal;
    const base = {
      ...applySendPolicy(endpoint, filtersToParams(filters)),
      ...sortParams(endpoint, sorters),
      ...(payload ?? {}),
    };
    let current = pagination?.mode === "off" ? 1 : (pagination?.currentPage ?? 1);
    const fetchPage = async (page: number, ahead: number | null) =>
      normalisePage<TData>(
        await listCall(
          endpoint,
          { ...base, ...(pagination?.mode === "off" ? {} : pagingParams(paging, page, pageSize)) },
          signal,
          ahead,
        ),
        endpoint.result,
      );
    let page = await fetchPage(current, keepMs);
    // An empty page above 1 (the last row of the last page was just removed) steps back one page.
    if (keepMs === null && paging !== "none" && page.data.length === 0 && current > 1 && page.total > 0) {
      current -= 1;
      page = await fetchPage(current, null);
    }
    return { data: page.data, total: page.total, extra: page.extra, currentPage: current };
  }

  return { list, forgetPrefetched };
}
