/**
 * Refine's verbs mapped onto each resource's declared endpoints (DESIGN §2). A hook passes the call it wants in
 * `meta.endpoint`; only that and `meta.payload` are read from meta — never the whole object, which carries the
 * abort signal and the query key.
 */
import type { BaseRecord, CrudFilter, CrudSort, DataProvider, HttpError, MetaQuery } from "@refinedev/core";
import { ApiError, type HttpClient, type Params } from "./http";
import { applySendPolicy, fillPath, normalisePage, nullifyEmpty, pagingParams, type Endpoint } from "./endpoint";

export interface EndpointMeta {
  endpoint: Endpoint;
  /** Extra fields merged into the request (e.g. the row object a delete sends). */
  payload?: Params;
}

function endpointOf(meta: MetaQuery | undefined, verb: string, resource: string): EndpointMeta {
  const endpoint: unknown = meta?.endpoint;
  if (!endpoint || typeof endpoint !== "object" || typeof (endpoint as Endpoint).path !== "string") {
    throw toHttpError(new ApiError(500, `${resource}.${verb}: no endpoint declared`));
  }
  const payload: unknown = meta?.payload;
  return {
    endpoint: endpoint as Endpoint,
    payload: payload && typeof payload === "object" ? (payload as Params) : undefined,
  };
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof ApiError) return { message: error.message, statusCode: error.code, alreadyShown: true };
  if (error instanceof Error) return { message: error.message, statusCode: 0 };
  return { message: String(error), statusCode: 0 };
}

/** Filters are flat `eq` pairs whose field is the request key (search fields map themselves to keys). */
export function filtersToParams(filters: CrudFilter[] | undefined): Params {
  const params: Params = {};
  for (const filter of filters ?? []) {
    if ("field" in filter && filter.value !== undefined) params[filter.field] = filter.value;
  }
  return nullifyEmpty(params);
}

function sortParams(endpoint: Endpoint, sorters: CrudSort[] | undefined): Params {
  const sorter = sorters?.[0];
  if (!sorter) return {};
  if (endpoint.sort) return { [endpoint.sort.field]: sorter.field, [endpoint.sort.order]: sorter.order };
  if (endpoint.paging === "system") return { sort: sorter.field, order: sorter.order };
  return {};
}

function pick(variables: Params, keys: readonly string[] | undefined): Params {
  if (!keys) return variables;
  return Object.fromEntries(keys.map((key) => [key, variables[key]]));
}

/** A list answer asked for ahead of its page (see `prefetchList`), kept briefly for the page's own request. */
interface Prefetched {
  /** Taken by the page's request until then (ms since the epoch). */
  until: number;
  answer: Promise<unknown>;
}

const PREFETCH_KEEP_MS = 10_000;

export type ConsoleDataProvider = DataProvider & {
  /**
   * Sends a list request now, before the page that will ask for it has loaded (its code still downloading), so the
   * rows and the code travel together. The page's own identical request, within a few seconds, takes this answer
   * instead of asking again; a request that differs (another filter) just goes to the server.
   */
  prefetchList(params: Parameters<DataProvider["getList"]>[0], keepMs?: number): void;
};

export function createDataProvider(http: HttpClient): ConsoleDataProvider {
  const prefetched = new Map<string, Prefetched>();
  async function call<T>(endpoint: Endpoint, data: Params, signal?: AbortSignal): Promise<T> {
    try {
      const merged = { ...(endpoint.params ?? {}), ...data };
      const envelope = await http.request<T>({
        style: endpoint.style,
        url: fillPath(endpoint.path, merged),
        data: merged,
        signal,
        quiet: endpoint.quiet,
      });
      return envelope.result;
    } catch (error) {
      throw toHttpError(error);
    }
  }

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

  return {
    getApiUrl: () => "/admin-api",

    prefetchList(params, keepMs = PREFETCH_KEEP_MS) {
      list(params, keepMs).catch(() => undefined);
    },

    getList<TData extends BaseRecord = BaseRecord>(params: Parameters<DataProvider["getList"]>[0]) {
      return list<TData>(params, null);
    },

    async getOne<TData extends BaseRecord = BaseRecord>({ resource, id, meta }: Parameters<DataProvider["getOne"]>[0]) {
      const { endpoint, payload } = endpointOf(meta, "getOne", resource);
      return { data: await call<TData>(endpoint, { id, ...(payload ?? {}) }) };
    },

    async getMany<TData extends BaseRecord = BaseRecord>({
      resource,
      ids,
      meta,
    }: Parameters<NonNullable<DataProvider["getMany"]>>[0]) {
      const { endpoint, payload } = endpointOf(meta, "getMany", resource);
      const result = await call<unknown>(endpoint, { ids, ...(payload ?? {}) });
      return { data: normalisePage<TData>(result, endpoint.result).data };
    },

    async create<TData extends BaseRecord = BaseRecord, TVariables = object>({
      resource,
      variables,
      meta,
    }: {
      resource: string;
      variables: TVariables;
      meta?: MetaQuery;
    }) {
      const { endpoint, payload } = endpointOf(meta, "create", resource);
      forgetPrefetched();
      const data = await call<TData>(endpoint, { ...pick(variables as Params, endpoint.pick), ...(payload ?? {}) });
      return { data };
    },

    async update<TData extends BaseRecord = BaseRecord, TVariables = object>({
      resource,
      id,
      variables,
      meta,
    }: {
      resource: string;
      id: string | number;
      variables: TVariables;
      meta?: MetaQuery;
    }) {
      const { endpoint, payload } = endpointOf(meta, "update", resource);
      forgetPrefetched();
      const data = await call<TData>(endpoint, { id, ...pick(variables as Params, endpoint.pick), ...(payload ?? {}) });
      return { data };
    },

    async deleteOne<TData extends BaseRecord = BaseRecord, TVariables = object>({
      resource,
      id,
      variables,
      meta,
    }: {
      resource: string;
      id: string | number;
      variables?: TVariables;
      meta?: MetaQuery;
    }) {
      const { endpoint, payload } = endpointOf(meta, "deleteOne", resource);
      forgetPrefetched();
      const data = await call<TData>(endpoint, {
        id,
        ...((variables as Params | undefined) ?? {}),
        ...(payload ?? {}),
      });
      return { data };
    },

    async custom<TData extends BaseRecord = BaseRecord, TQuery = unknown, TPayload = unknown>({
      url,
      method,
      payload,
      query,
      meta,
    }: {
      url: string;
      method: string;
      payload?: TPayload;
      query?: TQuery;
      meta?: MetaQuery;
    }) {
      const declared: unknown = meta?.endpoint;
      const endpoint: Endpoint =
        declared && typeof declared === "object"
          ? (declared as Endpoint)
          : { path: url, style: method === "get" ? "query" : "body" };
      const data = { ...((query as Params | undefined) ?? {}), ...((payload as Params | undefined) ?? {}) };
      if (method !== "get") forgetPrefetched();
      return { data: await call<TData>(endpoint, data) };
    },
  };
}
