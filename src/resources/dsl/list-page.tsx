/**
 * The generic list page (SPEC §2.13, built once): status tabs, search row, toolbar, density, refresh, table with
 * summary row and virtual rows for large pages, pagination with jump, sizes and total. Filters, sorter and page
 * live in the URL (Refine's syncWithLocation), so a tab switch or a shared link restores the view.
 */
import { useResourceParams, useTable, type BaseRecord, type CrudFilter } from "@refinedev/core";
import { Card, Spin, Table, type TableProps } from "antd";
import { memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type Key } from "react";
import { useSearchParams } from "react-router";
import { useForbiddenPage } from "./use-forbidden-page";
import { useTranslation } from "react-i18next";
import type { TableDensity } from "@/components/density-toggle";
import { DEFAULT_PAGING, type ResourceDefinition } from "./types";
import { SearchForm } from "./search-form";
import { usePermissions } from "./use-permissions";
import { declaredGuards, guardTypes } from "./guards";
import { ListTabs } from "./list-tabs";
import { ListToolbar } from "./list-toolbar";
import { useListColumns } from "./use-list-columns";
import { SummaryRow } from "./summary-row";
import { useFormHost } from "./form-host";
import { useTreeRows } from "./use-tree-rows";
import { useListFilters } from "./use-list-filters";
import { useListViews } from "./use-list-views";
import { paramsToFilters } from "./search-mapping";
import type { ViewState } from "./column-settings";
import { listPagination } from "./pagination";
import { rowSelection } from "./row-selection";
import { prefillOf, usePrefillFromQuery } from "./use-query-prefill";
import { useLiveChanges } from "./use-live-changes";
import { lazyPage } from "@/lib/chunk-timeout";

// Shown only once someone else changes a row the list shows: not part of the list's first paint.
const LiveChangesBar = lazyPage(() => import("./live-changes-bar"));

/** antd's Table, skipping renders whose props are all unchanged (see the memoised props in ListPage). */
// memo() loses the generic signature of antd's Table; the props are the same.
const MemoTable = memo(Table) as unknown as typeof Table;
const ROW_HEIGHT_SCROLL_Y = 560;
/** antd's selection column (checkbox and its padding). */
const SELECTION_WIDTH = 32;

/** The sum of the leaf columns' widths (a grouped header's children). */
function tableWidth(columns: readonly { width?: number | string; children?: unknown }[]): number {
  return columns.reduce(
    (sum, column) =>
      sum +
      (Array.isArray(column.children)
        ? tableWidth(column.children as { width?: number | string }[])
        : Number(column.width) || 0),
    0,
  );
}

export function ListPage<T extends BaseRecord>({ definition }: { definition: ResourceDefinition<T> }) {
  const { t } = useTranslation();
  const { identifier } = useResourceParams();
  const [query] = useSearchParams();
  const paging = definition.paging === false ? null : (definition.paging ?? DEFAULT_PAGING);
  const [density, setDensity] = useState<TableDensity>("middle");
  const guards = useMemo(() => declaredGuards(definition), [definition]);
  const { has } = usePermissions(identifier, guards);
  const [selected, setSelected] = useState<T[]>([]);

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
  const { tableQuery, currentPage, pageSize, setCurrentPage, sorters } = table;
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
  const forms = useFormHost(definition, has, reload);
  const { params, formValues, applyParams, onSearch, onReset } = useListFilters(definition, table, {
    resource: identifier,
    paging,
    reload,
  });
  usePrefillFromQuery(definition, query, applyParams);
  // The address named filters, a sort or a pre-fill when the list opened (a link, a reload): it wins over the
  // default view's filters (the view's columns still apply).
  const addressed = useMemo(
    () =>
      [...query.keys()].some((key) => key.startsWith("filters[") || key.startsWith("sorters[")) ||
      Object.keys(prefillOf(definition, query)).length > 0,
    // The first render's address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const views = useListViews({
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
  const columns = useListColumns({
    definition,
    has,
    context: { reload, openForm: forms.open },
    currentPage,
    pageSize,
    sorters,
    state: views.columns,
    rows,
  });

  const tree = useTreeRows(definition, rows);
  const virtual = rows.length > (definition.virtualAbove ?? 100);
  const selecting = (definition.batchActions ?? []).some((item) => has(item.permType, item.role));
  // Selection belongs to the rows on screen: a new page, filter or reload starts empty, and a row that may no longer
  // be selected (reviewed meanwhile) drops out. Compared by row key: the table hands back its own copies of the rows
  // (tree rows carry their children).
  const { selectable } = definition;
  const selectedOnPage = useMemo(() => {
    const onPage = new Map(rows.map((row) => [row[definition.rowKey], row]));
    return selected.filter((row) => {
      const fresh = onPage.get(row[definition.rowKey]);
      return fresh !== undefined && (!selectable || selectable(fresh));
    });
  }, [selected, rows, definition.rowKey, selectable]);

  // The table's props, each memoised on what it shows: a tab click re-renders the page (tabs, spinner) but not the
  // table while the answer is on its way (with 1,000 rows that render took 130–170 ms and held the answer back).
  const total = response?.total ?? 0;
  const pagination = useMemo(
    () =>
      paging
        ? listPagination(
            {
              currentPage,
              pageSize,
              setCurrentPage: (page) => latest.current.setCurrentPage(page),
              setPageSize: (size) => latest.current.setPageSize(size),
            },
            total,
            paging.sizes,
            t,
          )
        : (false as const),
    [paging, currentPage, pageSize, total, t],
  );
  const selection = useMemo(
    () =>
      selecting
        ? rowSelection<T>(
            selectedOnPage.map((row) => row[definition.rowKey] as Key),
            setSelected,
            selectable,
          )
        : undefined,
    [selecting, selectedOnPage, definition.rowKey, selectable],
  );
  // The table is exactly as wide as its columns (every column has a width from the kit): a fixed column never
  // overlaps the one beside it, and a narrow screen scrolls instead of squeezing cells.
  const scroll = useMemo(
    () => ({
      x: tableWidth(columns) + (selecting ? SELECTION_WIDTH : 0),
      y: virtual ? ROW_HEIGHT_SCROLL_Y : undefined,
    }),
    [virtual, columns, selecting],
  );
  const { onExpand, enabled: treeEnabled } = tree;
  const expandable = useMemo(
    () => (treeEnabled ? { onExpand: (expanded: boolean, row: T) => void onExpand(expanded, row) } : undefined),
    [treeEnabled, onExpand],
  );
  const summary = useMemo(
    () => (definition.summary ? () => <SummaryRow definition={definition} columns={columns} rows={rows} /> : undefined),
    [definition, columns, rows],
  );
  const onTableChange = useCallback<NonNullable<TableProps<T>["onChange"]>>((_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof one?.field === "string" ? one.field : undefined;
    latest.current.setSorters(field && one?.order ? [{ field, order: one.order === "ascend" ? "asc" : "desc" }] : []);
  }, []);

  return (
    <Card
      data-testid={`list-${definition.namespace}`}
      data-guards={guardTypes(definition).join(" ")}
      styles={{ body: { paddingTop: definition.tabs ? 8 : 24 } }}
    >
      {definition.tabs && <ListTabs tabs={definition.tabs} params={params} onChange={applyParams} />}
      {definition.search && definition.search.length > 0 && (
        <SearchForm
          namespace={definition.namespace}
          fields={definition.search}
          values={formValues}
          onSearch={onSearch}
          onReset={onReset}
        />
      )}
      <ListToolbar
        definition={definition}
        has={has}
        rows={rows}
        filters={table.filters}
        sorters={sorters}
        extra={extra}
        selected={selectedOnPage}
        reload={reload}
        addButton={forms.addButton}
        density={density}
        onDensity={setDensity}
        views={views}
      />
      {live.count > 0 && (
        <Suspense fallback={null}>
          <LiveChangesBar count={live.count} onRefresh={reload} />
        </Suspense>
      )}
      <Spin spinning={tableQuery.isFetching} wrapperClassName="list-table-loading">
        <MemoTable<T>
          rowKey={definition.rowKey}
          dataSource={tree.rows}
          expandable={expandable}
          columns={columns}
          size={density}
          rowSelection={selection}
          virtual={virtual}
          scroll={scroll}
          onChange={onTableChange}
          summary={summary}
          pagination={pagination}
        />
      </Spin>
      {forms.element}
    </Card>
  );
}
