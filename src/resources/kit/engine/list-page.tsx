/**
 * The generic list page (SPEC §2.13, built once): status tabs, search row, toolbar, density, refresh, table with
 * summary row and virtual rows for large pages, pagination with jump, sizes and total. Filters, sorter and page
 * live in the URL (Refine's syncWithLocation), so a tab switch or a shared link restores the view. Each idea is its
 * own hook: the request (use-list-query), the filters (use-list-filters), saved views (use-list-view-wiring),
 * columns (use-list-columns), selection (use-list-selection) and the table's props (use-table-props).
 */
import type { BaseRecord } from "@refinedev/core";
import { Card, Empty, Pagination, Spin, Table } from "antd";
import { memo, Suspense, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { TableRef } from "antd/es/table";
import type { TableDensity } from "@/components/density-toggle";
import { lazyPage } from "@/lib/chunk-timeout";
import { DEFAULT_PAGING, type Paging, type ResourceDefinition } from "./types";
import { SearchForm } from "./search-form";
import { usePermissions } from "./use-permissions";
import { useListScope } from "./review-presence";
import { declaredGuards, guardTypes } from "./guards";
import { ListTabs } from "./list-tabs";
import { ListToolbar } from "./list-toolbar";
import { useListColumns } from "./use-list-columns";
import { useFormHost } from "./form-host";
import { useTreeRows } from "./use-tree-rows";
import { useListFilters } from "./use-list-filters";
import { usePrefillFromQuery } from "./use-query-prefill";
import { useListQuery } from "./use-list-query";
import { useListViewWiring } from "./use-list-view-wiring";
import { useListSelection } from "./use-list-selection";
import { useTableProps } from "./use-table-props";
import { usePhone } from "@/lib/phone";
import { ListCards } from "./list-cards";
import { FilterSheet } from "./filter-sheet";
import { loadMoreSize } from "./card-fields";
import { useRevealedRows } from "./reveal-store";
import { useQueueRows } from "./review-queue/use-queue-rows";
import { useListKeys } from "./use-list-keys";

// Shown only once someone else changes a row the list shows: not part of the list's first paint.
const LiveChangesBar = lazyPage(() => import("./live-changes-bar"));

/**
 * antd's Table, skipping renders whose props are all unchanged (see the memoised props in useTableProps). Its
 * pagination is drawn beside it, not by it: antd's Table draws every row again whenever it renders, so a page number
 * passed to it would draw the old page's rows once more on each page change, before the new rows arrive.
 */
// memo() loses the generic signature of antd's Table; the props are the same.
const MemoTable = memo(Table) as unknown as typeof Table;

/**
 * A list the back end does not offer (the call answers 404: a list the contract server adds, absent on another back
 * end): the table's empty state says so, instead of an error or a plain "no data".
 */
function useNotOfferedLocale(absent: boolean) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      absent
        ? {
            emptyText: (
              <div data-testid="list-not-offered">
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("common.notOffered")} />
              </div>
            ),
          }
        : undefined,
    [absent, t],
  );
}

/** "Load more" on the cards: the list from its start, one step longer (card-fields.ts); none when all are shown. */
function loadMore(
  paging: Paging | null,
  page: number,
  size: number,
  total: number,
  table: { setCurrentPage: (page: number) => void; setPageSize: (size: number) => void },
): (() => void) | undefined {
  const next = paging ? loadMoreSize({ page, size }, paging.initial, total) : null;
  if (next === null) return undefined;
  return () => {
    table.setPageSize(next);
    table.setCurrentPage(1);
  };
}

export function ListPage<T extends BaseRecord>({ definition }: { definition: ResourceDefinition<T> }) {
  const [query] = useSearchParams();
  const paging = definition.paging === false ? null : (definition.paging ?? DEFAULT_PAGING);
  const [density, setDensity] = useState<TableDensity>("middle");
  const { identifier, table, latest, live, rows, extra, total, reload, absent } = useListQuery(
    definition,
    query,
    paging,
  );
  const notOffered = useNotOfferedLocale(absent);
  // A phone (below 768 px): the rows as cards, the filters in a sheet. A tree list keeps its table (it scrolls).
  const cards = usePhone() && !definition.tree;
  const guards = useMemo(() => declaredGuards(definition), [definition]);
  const { has } = usePermissions(identifier, guards);
  const scope = useListScope();
  const { tableQuery, currentPage, pageSize, sorters } = table;

  const forms = useFormHost(definition, has, reload);
  const { params, formValues, applyParams, onSearch, onReset } = useListFilters(definition, table, {
    resource: identifier,
    paging,
    reload,
  });
  usePrefillFromQuery(definition, query, applyParams);
  const views = useListViewWiring(definition, query, paging, latest, params);
  // Rows revealed whole with a reason show their values for a while (reveal-store.ts).
  const revealed = useRevealedRows(definition.namespace, definition.rowKey, rows);
  // A review queue's rows carry their waiting time and holder (review-queue/queue-values.ts).
  const shown = useQueueRows(definition.queue, definition.rowKey, revealed);

  const columns = useListColumns({
    definition,
    has,
    context: { reload, openForm: forms.open, scope },
    currentPage,
    pageSize,
    sorters,
    state: views.columns,
    rows: shown,
  });
  const card = useRef<HTMLDivElement>(null);
  const tableRef = useRef<TableRef>(null);
  const keys = useListKeys({ definition, has, scope, params, rows, container: card, reload });
  const tree = useTreeRows(definition, shown);
  const { selecting, selectedOnPage, selection } = useListSelection(definition, has, rows);
  const props = useTableProps({
    definition,
    paging,
    latest,
    currentPage,
    pageSize,
    total,
    rows,
    columns,
    tree,
    selecting,
    tableRef,
  });

  return (
    <Card
      ref={card}
      data-testid={`list-${definition.namespace}`}
      data-guards={guardTypes(definition).join(" ")}
      styles={{ body: cards ? { padding: 12 } : { paddingTop: definition.tabs ? 8 : 24 } }}
    >
      {cards && (definition.tabs || definition.search?.length) && (
        <FilterSheet
          definition={definition}
          params={params}
          values={formValues}
          onParams={applyParams}
          onSearch={onSearch}
          onReset={onReset}
        />
      )}
      {definition.tabs && !cards && <ListTabs tabs={definition.tabs} params={params} onChange={applyParams} />}
      {definition.search && definition.search.length > 0 && !cards && (
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
        addButton={
          <>
            {forms.addButton}
            {keys.startButton}
          </>
        }
        density={density}
        onDensity={setDensity}
        views={views}
        phone={cards}
      />
      {live.count > 0 && (
        <Suspense fallback={null}>
          <LiveChangesBar count={live.count} onRefresh={reload} />
        </Suspense>
      )}
      {cards ? (
        <ListCards<T>
          definition={definition}
          columns={columns}
          rows={shown}
          selection={selection}
          loading={tableQuery.isFetching}
          total={total}
          onLoadMore={loadMore(paging, currentPage, pageSize, total, table)}
          emptyText={notOffered?.emptyText}
        />
      ) : (
        <Spin spinning={tableQuery.isFetching} wrapperClassName="list-table-loading">
          <MemoTable<T>
            ref={tableRef}
            rowKey={definition.rowKey}
            dataSource={tree.rows}
            expandable={props.expandable}
            columns={columns}
            size={density}
            rowSelection={selection}
            virtual={props.virtual}
            scroll={props.scroll}
            onChange={props.onChange}
            summary={props.summary}
            pagination={false}
            locale={notOffered}
          />
          {props.pagination && total > 0 && (
            // As antd's Table draws it beside a small or middle table: at the end, small.
            <Pagination {...props.pagination} align="end" size="small" className="list-pagination" />
          )}
        </Spin>
      )}
      {forms.element}
      {keys.element}
    </Card>
  );
}
