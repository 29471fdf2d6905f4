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
  /** The answer once it has arrived, and when (ms since the epoch). */
  arrived?: { value: unknown; at: number };
}

export type ListParams = Parameters<DataProvider["getList"]>[0];

/** What the list verb answers: one page, its total, the envelope's extra fields, and the page it is. */
export interface ListAnswer<TData> {
  data: TData[];
  total: number;
  extra: Record<string, unknown>;
  currentPage: number;
}

/** A prefetched answer that has arrived, as the list verb would answer it, and when it arrived (ms since the epoch). */
export interface ArrivedList<TData> {
  answer: ListAnswer<TData>;
  at: number;
}

export const PREFETCH_KEEP_MS = 10_000;

/** The request behind one list verb call: its endpoint, and the parameters each of its pages sends. */
function listRequest({ resource, pagination, sorters, filters, meta }: ListParams) {
  const { endpoint, payload } = endpointOf(meta, "getList", resource);
  const paging = endpoint.paging ?? "business";
  const off = pagination?.mode === "off";
  const pageSize = pagination?.pageSize ?? 10;
  const base = {
    ...applySendPolicy(endpoint, filtersToParams(filters)),
    ...sortParams(endpoint, sorters),
    ...(payload ?? {}),
  };
  return {
    // A back end without the list (an extra of the contract server's, or a call it names otherwise) is told to the
    // page, not shown as an error: the page says the list is not offered (list-page.tsx).
    endpoint: { ...endpoint, optional: true },
    paging,
    first: off ? 1 : (pagination?.currentPage ?? 1),
    dataOf: (page: number): Params => ({ ...base, ...(off ? {} : pagingParams(paging, page, pageSize)) }),
  };
}

const keyOf = (endpoint: Endpoint, data: Params) => `${endpoint.style} ${endpoint.path} ${JSON.stringify(data)}`;

export function listReader(call: EndpointCall) {
  const prefetched = new Map<string, Prefetched>();
  /** A change (create, update, delete, a custom call that is not a GET) may make any prefetched answer stale. */
  const forgetPrefetched = () => prefetched.clear();
  const dropExpired = (now: number) => {
    for (const [k, entry] of prefetched) if (now > entry.until) prefetched.delete(k);
  };
  /** One list page's request: a prefetched answer when one waits for exactly this request, else a call. */
  function listCall(endpoint: Endpoint, data: Params, signal: AbortSignal | undefined, keepMs: number | null) {
    const key = keyOf(endpoint, data);
    const now = Date.now();
    dropExpired(now);
    if (keepMs !== null) {
      const entry: Prefetched = { until: now + keepMs, answer: call<unknown>(endpoint, data) };
      entry.answer.then(
        (value) => void (entry.arrived = { value, at: Date.now() }),
        () => undefined,
      );
      prefetched.set(key, entry);
      return entry.answer;
    }
    const waiting = prefetched.get(key);
    if (!waiting) return call<unknown>(endpoint, data, signal);
    prefetched.delete(key);
    return waiting.answer;
  }

  /** An empty page above 1 (the last row of the last page was just removed) steps back one page. */
  const stepsBack = (paging: string, current: number, page: { data: unknown[]; total: number }) =>
    paging !== "none" && page.data.length === 0 && current > 1 && page.total > 0;

  async function list<TData extends BaseRecord>(
    params: ListParams,
    /** null: the page's own request; a number: a prefetch, kept that long for it. */
    keepMs: number | null,
  ): Promise<ListAnswer<TData>> {
    const { endpoint, paging, first, dataOf } = listRequest(params);
    const signal = params.meta?.queryContext?.signal;
    const fetchPage = async (page: number, ahead: number | null) =>
      normalisePage<TData>(await listCall(endpoint, dataOf(page), signal, ahead), endpoint.result);
    let current = first;
    let page = await fetchPage(current, keepMs);
    if (keepMs === null && stepsBack(paging, current, page)) {
      current -= 1;
      page = await fetchPage(current, null);
    }
    return { data: page.data, total: page.total, extra: page.extra, currentPage: current };
  }

  /**
   * Takes what the page's own request for these parameters would answer, when a prefetched answer for exactly that
   * request has already arrived: the page can draw its rows in its first render, without asking. Nothing when none
   * has arrived (the request will take it), or when the answer would make the request step back a page.
   */
  function takeArrived<TData extends BaseRecord>(params: ListParams): ArrivedList<TData> | undefined {
    dropExpired(Date.now());
    try {
      const { endpoint, paging, first, dataOf } = listRequest(params);
      const key = keyOf(endpoint, dataOf(first));
      const arrived = prefetched.get(key)?.arrived;
      if (!arrived) return undefined;
      const page = normalisePage<TData>(arrived.value, endpoint.result);
      if (stepsBack(paging, first, page)) return undefined;
      prefetched.delete(key);
      return { answer: { data: page.data, total: page.total, extra: page.extra, currentPage: first }, at: arrived.at };
    } catch {
      // No endpoint declared, or an answer that is not a page: the request itself will say so.
      return undefined;
    }
  }

  /** Drops the prefetch of these parameters' first page, unless a request has taken it. */
  function forgetList(params: ListParams): void {
    try {
      const { endpoint, first, dataOf } = listRequest(params);
      prefetched.delete(keyOf(endpoint, dataOf(first)));
    } catch {
      // No endpoint declared: nothing was prefetched for it.
    }
  }

  return { list, takeArrived, forgetPrefetched, forgetList };
}
