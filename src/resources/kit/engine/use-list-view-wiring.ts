/**
 * Saved views wired to the list: what the current view is (filters, sort, page size) and how a chosen view is applied
 * to the table. A list opened from an address that names filters, a sort or a pre-fill keeps them over the default
 * view's filters (the view's columns still apply).
 */
import type { BaseRecord, useTableReturnType } from "@refinedev/core";
import { useMemo, type RefObject } from "react";
import type { useSearchParams } from "react-router";
import type { Params } from "@/providers/http";
import type { ViewState } from "./column-settings";
import { paramsToFilters } from "./search-mapping";
import type { Paging, ResourceDefinition } from "./types";
import { prefillOf } from "./use-query-prefill";
import { useListViews } from "./use-list-views";

export function useListViewWiring<T extends BaseRecord>(
  definition: ResourceDefinition<T>,
  query: ReturnType<typeof useSearchParams>[0],
  paging: Paging | null,
  latest: RefObject<useTableReturnType<T>>,
  params: Params,
) {
  const addressed = useMemo(
    () =>
      [...query.keys()].some((key) => key.startsWith("filters[") || key.startsWith("sorters[")) ||
      Object.keys(prefillOf(definition, query)).length > 0,
    // The first render's address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return useListViews({
    resource: definition.screenKey,
    addressed,
    current: () => {
      const sort = latest.current.sorters[0];
      return {
        filters: params,
        sort: sort ? { field: sort.field, order: sort.order } : null,
        pageSize: paging ? latest.current.pageSize : null,
      };
    },
    applyList: (state: ViewState) => {
      const now = latest.current;
      now.setFilters(paramsToFilters(state.filters), "replace");
      now.setSorters(state.sort ? [state.sort] : []);
      if (paging && state.pageSize && paging.sizes.includes(state.pageSize)) now.setPageSize(state.pageSize);
      now.setCurrentPage(1);
    },
  });
}
