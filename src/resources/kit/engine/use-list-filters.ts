/**
 * The list's filters as the user changes them (SPEC §2.13): the search form, the status tabs and the URL share one
 * set of filters on the table. A tab keeps the search; a search keeps the tab; reset keeps the tab and restores the
 * page size; the same search again asks the server again.
 */
import { useCallback, useMemo, useRef } from "react";
import type { BaseRecord, CrudFilter, useTableReturnType } from "@refinedev/core";
import { dataProvider } from "@/providers";
import type { Params } from "@/providers/http";
import type { Paging, ResourceDefinition } from "./types";
import {
  filtersToValues,
  paramsToFilters,
  paramsToSearch,
  sameParams,
  searchToParams,
  type SearchValues,
} from "./search-mapping";
import { useSameContent } from "./use-same-content";

/** How long a tab's or a search's early answer waits for the table's request (it asks within one render). */
const IN_PAGE_PREFETCH_MS = 3000;

export interface ListFilters {
  /** The current request parameters, from the table's filters. */
  params: Params;
  /** The search form's values for them (the same object while their content is the same). */
  formValues: SearchValues;
  /** New parameters from a tab (the search kept). */
  applyParams: (next: Params) => void;
  /** Stable for the memoised search row. */
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
}

export function useListFilters<T extends BaseRecord>(
  definition: ResourceDefinition<T>,
  table: useTableReturnType<T>,
  options: { resource: string | undefined; paging: Paging | null; reload: () => void },
): ListFilters {
  const { resource, paging, reload } = options;
  const { currentPage, pageSize, filters, setFilters, sorters, setSorters, setCurrentPage, setPageSize } = table;
  const params = useMemo(() => filtersToValues(filters), [filters]);
  const formValues = useSameContent(
    useMemo(() => paramsToSearch(definition.search ?? [], params), [definition.search, params]),
  );
  const tabField = definition.tabs?.field;
  const tabOnly = (): Params => (tabField && params[tabField] != null ? { [tabField]: params[tabField] } : {});

  /**
   * New filters from a tab or the search form. Their first page's request goes out in this click, before React
   * renders the change (the client sends synchronously; with 1,000 rows on screen that render is long, and
   * the table's own request would wait for it); the table's identical request then takes this answer. The state
   * changes at once, as before: nothing is deferred, so a second change right after (a tab, then a search) is
   * ordered as the user made it. A request that ends up different (another page size) just goes to the server.
   */
  const applyFilters = (next: CrudFilter[]) => {
    dataProvider.prefetchList(
      {
        resource: resource ?? "",
        pagination: paging ? { currentPage: 1, pageSize, mode: "server" } : { mode: "off" },
        filters: next,
        sorters,
        meta: { endpoint: definition.endpoints.list },
      },
      IN_PAGE_PREFETCH_MS,
    );
    setFilters(next, "replace");
    setCurrentPage(1);
  };

  const search = (values: SearchValues) => {
    const next = { ...searchToParams(definition.search ?? [], values), ...tabOnly() };
    // The same search again (e.g. after a failed answer) asks the server again: the query's key would not change.
    if (sameParams(next, params) && currentPage === 1) reload();
    else applyFilters(paramsToFilters(next));
  };
  const reset = () => {
    setFilters(paramsToFilters(tabOnly()), "replace");
    setSorters([]);
    setCurrentPage(1);
    if (paging) setPageSize(paging.afterReset ?? paging.initial);
  };
  // Stable for the memoised search row: they call the latest search and reset.
  const latest = useRef({ search, reset });
  latest.current = { search, reset };
  const onSearch = useCallback((values: SearchValues) => latest.current.search(values), []);
  const onReset = useCallback(() => latest.current.reset(), []);
  return { params, formValues, applyParams: (next) => applyFilters(paramsToFilters(next)), onSearch, onReset };
}
