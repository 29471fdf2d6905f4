/**
 * Refine's verbs mapped onto each resource's declared endpoints (DESIGN §2). A hook passes the call it wants in
 * `meta.endpoint`; only that and `meta.payload` are read from meta — never the whole object, which carries the
 * abort signal and the query key.
 */
import type { BaseRecord, DataProvider, MetaQuery } from "@refinedev/core";
import type { HttpClient, Params } from "./http";
import { normalisePage, type Endpoint } from "./endpoint";
import { endpointCaller, endpointOf } from "./endpoint-call";
import { listReader, PREFETCH_KEEP_MS, type ArrivedList, type ListParams } from "./list-reader";

export { filtersToParams, type EndpointMeta } from "./endpoint-call";

function pick(variables: Params, keys: readonly string[] | undefined): Params {
  if (!keys) return variables;
  return Object.fromEntries(keys.map((key) => [key, variables[key]]));
}

export type ConsoleDataProvider = DataProvider & {
  /**
   * Sends a list request now, before the page that will ask for it has loaded (its code still downloading), so the
   * rows and the code travel together. The page's own identical request, within a few seconds, takes this answer
   * instead of asking again; a request that differs (another filter) just goes to the server. Settles (never fails)
   * when the answer has arrived or the request has failed.
   */
  prefetchList(params: ListParams, keepMs?: number): Promise<void>;
  /**
   * The answer a prefetch for exactly these parameters has already received, taken (the query cache keeps it from
   * there; see query-client.ts), with when it arrived; nothing when none has arrived yet.
   */
  takeArrivedList<TData extends BaseRecord = BaseRecord>(params: ListParams): ArrivedList<TData> | undefined;
  /** Drops every prefetched answer, arrived, failed or on its way: the next request for any list asks the server. */
  forgetPrefetched(): void;
  /** Drops the prefetched answer for these parameters' first page if no request took it: a reload asks the server. */
  forgetPrefetchedList(params: ListParams): void;
};

export function createDataProvider(http: HttpClient): ConsoleDataProvider {
  const call = endpointCaller(http);
  const { list, takeArrived, forgetPrefetched, forgetList } = listReader(call);

  return {
    getApiUrl: () => "/admin-api",

    prefetchList(params, keepMs = PREFETCH_KEEP_MS) {
      return list(params, keepMs).then(
        () => undefined,
        () => undefined,
      );
    },

    takeArrivedList: takeArrived,

    forgetPrefetched,

    forgetPrefetchedList: forgetList,

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
