/**
 * The list's request (Refine's useTable): filters, sorter and page live in the URL (syncWithLocation), a route query
 * such as ?uid=123 pre-fills the first search, a 403 is the forbidden page, and rows others change meanwhile are
 * counted for the refresh bar. `latest` points at the newest table state so the page's callbacks stay stable.
 */
import { useResourceParams, useTable, type BaseRecord, type CrudFilter } from "@refinedev/core";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { useSearchParams } from "react-router";
import type { Paging, ResourceDefinition } from "./types";
import { prefillOf } from "./use-query-prefill";
import { isAbsent } from "@/providers/http";
import { useForbiddenPage } from "./use-forbidden-page";
import { useLiveChanges } from "./use-live-changes";

export function useListQuery<T extends BaseRecord>(
  definition: ResourceDefinition<T>,
  query: ReturnType<typeof useSearchParams>[0],
  paging: Paging | null,
) {
  const { identifier } = useResourceParams();
  // A route query such as ?uid=123 pre-fills its field and runs the search (SPEC §2.5, §2.8).
  const initialFilters = useMemo<CrudFilter[]>(
    () =>
      Object.entries(prefillOf(definition, query)).map(([field, value]) => ({ field, operator: "eq" as const, value })),
    // The first render's query; a later change is applied as a new search (usePrefillFromQuery).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // Rows others change meanwhile are counted (the live feed), and the list offers to refresh; it never reloads itself.
  const live = useLiveChanges();
  const table = useTable<T>({
    resource: identifier,
    meta: { endpoint: definition.endpoints.list },
    pagination: paging ? { pageSize: paging.initial, currentPage: 1 } : { mode: "off" },
    filters: { initial: initialFilters, defaultBehavior: "replace" },
    syncWithLocation: true,
    errorNotification: false,
    liveMode: "manual",
    onLiveEvent: live.onLiveEvent,
  });
  const { tableQuery, currentPage, setCurrentPage } = table;
  const { loadedAt } = live;
  useEffect(() => loadedAt(tableQuery.dataUpdatedAt), [loadedAt, tableQuery.dataUpdatedAt]);
  const response = tableQuery.data;
  const rows = useMemo(() => (response?.data ?? []) as T[], [response]);
  const extra = (response?.extra ?? {}) as Record<string, unknown>;

  // The provider stepped back from an empty page above 1: follow it. Only a settled answer counts — while the
  // next page loads, the previous page's data stands in for it (placeholder) and must not pull the page back.
  const settled = !tableQuery.isPlaceholderData && !tableQuery.isFetching;
  // SPEC §6: a list the server refuses to show (403) is a page the user may not see.
  const toForbidden = useForbiddenPage();
  const error = tableQuery.error;
  useEffect(() => {
    if (error) toForbidden(error);
  }, [error, toForbidden]);
  useEffect(() => {
    const served = response?.currentPage;
    if (settled && typeof served === "number" && served !== currentPage && paging) setCurrentPage(served);
  }, [response, currentPage, setCurrentPage, paging, settled]);

  // Stable callbacks (through a ref to the latest table state): the columns and the table's props keep their
  // identity while only the filters or the loading state change, so the memoised table skips those renders.
  const latest = useRef(table);
  latest.current = table;
  const reload = useCallback(() => void latest.current.tableQuery.refetch(), []);
  // A back end without this list (the call answers 404) is not an error: the page says the list is not offered.
  const absent = isAbsent(error);
  return { identifier, table, latest, live, rows, extra, total: response?.total ?? 0, reload, absent };
}
