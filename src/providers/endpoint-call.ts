/**
 * One call to a declared endpoint: the endpoint a hook passes in `meta.endpoint` (only that and `meta.payload` are
 * read from meta — never the whole object, which carries the abort signal and the query key), its fixed params under
 * the data, the path filled, and the envelope's result; a failure becomes Refine's HttpError.
 */
import type { CrudFilter, HttpError, MetaQuery } from "@refinedev/core";
import { ApiError, type HttpClient, type Params } from "./http";
import { fillPath, nullifyEmpty, type Endpoint } from "./endpoint";

export interface EndpointMeta {
  endpoint: Endpoint;
  /** Extra fields merged into the request (e.g. the row object a delete sends). */
  payload?: Params;
}

export function endpointOf(meta: MetaQuery | undefined, verb: string, resource: string): EndpointMeta {
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

export function toHttpError(error: unknown): HttpError {
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

/** One declared call: the endpoint's fixed params under the data, the path filled, the envelope's result. */
export type EndpointCall = <T>(endpoint: Endpoint, data: Params, signal?: AbortSignal) => Promise<T>;

export function endpointCaller(http: HttpClient): EndpointCall {
  return async function call<T>(endpoint: Endpoint, data: Params, signal?: AbortSignal): Promise<T> {
    try {
      const merged = { ...(endpoint.params ?? {}), ...data };
      const envelope = await http.request<T>({
        style: endpoint.style,
        url: fillPath(endpoint.path, merged),
        data: merged,
        signal,
        quiet: endpoint.quiet,
        optional: endpoint.optional,
      });
      return envelope.result;
    } catch (error) {
      throw toHttpError(error);
    }
  };
}
