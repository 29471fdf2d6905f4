/**
 * How a screen part reaches the back end: through the kit only (eslint.config.js refuses the data provider's hooks
 * and the http client anywhere else in src/resources/), so what every call needs — the declared endpoint's style,
 * the envelope, the client's messages, a call the back end lacks — is decided in one place.
 * - `useCall` (use-call.ts): an action, with its confirmation, success message and reload.
 * - `useEndpointQuery`: a read the page shows, kept and refetched like the lists' (React Query); failures quiet.
 * - `useEndpointRead`: a read the part awaits itself (a detail, a check, a simulation); the client shows a failure.
 * - `useListRead`: a list's page read the way the list screens read it (filters, paging, the answer's shapes).
 * - `backend`: the client itself, for what the data provider does not carry: a quiet call (no message), a call the
 *   back end may lack, a text answer, an abort signal (monitors, polls, trees).
 */
import { useDataProvider, useCustom, type BaseRecord, type CrudFilter } from "@refinedev/core";
import { useCallback } from "react";
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";

export { http as backend } from "@/providers/http-instance";

const methodOf = (endpoint: Endpoint) => (endpoint.style === "query" ? "get" : "post");

/** One call of a declared endpoint, answered with its result; a failure rejects after the client has shown it. */
export function useEndpointRead(): <T>(endpoint: Endpoint, params?: Params) => Promise<T> {
  const dataProvider = useDataProvider();
  return useCallback(
    async <T>(endpoint: Endpoint, params: Params = {}): Promise<T> => {
      const custom = dataProvider().custom;
      if (!custom) throw new Error("the data provider has no custom calls");
      const answer = await custom({
        url: endpoint.path,
        method: methodOf(endpoint),
        payload: params,
        meta: { endpoint },
      });
      return answer.data as T;
    },
    [dataProvider],
  );
}

export interface EndpointQuery<T> {
  data: T | undefined;
  isError: boolean;
  isLoading: boolean;
  /** When the data last arrived (epoch ms; 0 before it has). */
  updatedAt: number;
}

/** A read the page shows: kept by React Query, refetched every `everyMs` when given; a failure is the page's to say. */
export function useEndpointQuery<T>(endpoint: Endpoint, opts: { everyMs?: number } = {}): EndpointQuery<T> {
  const { query, result } = useCustom<BaseRecord>({
    url: endpoint.path,
    method: methodOf(endpoint),
    meta: { endpoint },
    errorNotification: false,
    ...(opts.everyMs
      ? {
          queryOptions: {
            refetchInterval: opts.everyMs,
            refetchIntervalInBackground: false,
            refetchOnWindowFocus: false,
            staleTime: 0,
            gcTime: 0,
          },
        }
      : {}),
  });
  return {
    data: result.data as T | undefined,
    isError: query.isError,
    isLoading: query.isLoading,
    updatedAt: query.dataUpdatedAt,
  };
}

/** A page of a list endpoint, read as the list screens read it: its rows, whatever shape the back end answers in. */
export function useListRead(): <T extends BaseRecord>(
  endpoint: Endpoint,
  filters: CrudFilter[],
  pageSize?: number,
) => Promise<T[]> {
  const dataProvider = useDataProvider();
  return useCallback(
    async <T extends BaseRecord>(endpoint: Endpoint, filters: CrudFilter[], pageSize = 10): Promise<T[]> => {
      const page = await dataProvider().getList<T>({
        resource: endpoint.path,
        pagination: { currentPage: 1, pageSize },
        filters,
        meta: { endpoint },
      });
      return page.data;
    },
    [dataProvider],
  );
}
