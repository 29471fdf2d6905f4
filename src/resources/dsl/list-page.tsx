/**
 * The generic list page (SPEC §2.13, built once): status tabs, search row, toolbar, density, refresh, table with
 * summary row and virtual rows for large pages, pagination with jump, sizes and total. Filters, sorter and page
 * live in the URL (Refine's syncWithLocation), so a tab switch or a shared link restores the view.
 */
import { useResourceParams, useTable, type BaseRecord, type CrudFilter } from "@refinedev/core";
import { Button, Card, Space, Spin, Table, Tabs, Tooltip, type TableProps } from "antd";
import { ReloadOutlined } from "@ant-design/icons";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type Key } from "react";
import { useSearchParams } from "react-router";
import { useForbiddenPage } from "./use-forbidden-page";
import { useTranslation } from "react-i18next";
import { DensityToggle, type TableDensity } from "@/components/density-toggle";
import { dataProvider } from "@/providers";
import { useDict } from "@/components/use-dict";
import { DEFAULT_PAGING, type ResourceDefinition } from "./types";
import {
  filtersToValues,
  paramsToFilters,
  sameParams,
  paramsToSearch,
  searchToParams,
  type SearchValues,
} from "./search-mapping";
import { SearchForm } from "./search-form";
import { usePermissions } from "./use-permissions";
import { declaredGuards, guardTypes } from "./guards";
import { ExportButton } from "./export-button";
import { useListColumns } from "./use-list-columns";
import { SummaryRow } from "./summary-row";
import { useFormHost } from "./form-host";
import { useTreeRows } from "./use-tree-rows";
import { useSameContent } from "./use-same-content";
import { listPagination } from "./pagination";
import { rowSelection } from "./row-selection";

const ALL_TAB = "__all";
/** antd's Table, skipping renders whose props are all unchanged (see the memoised props in ListPage). */
// memo() loses the generic signature of antd's Table; the props are the same.
const MemoTable = memo(Table) as unknown as typeof Table;
const ROW_HEIGHT_SCROLL_Y = 560;
/** How long a tab's or a search's early answer waits for the table's request (it asks within one render). */
const IN_PAGE_PREFETCH_MS = 3000;

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
  const initialFilters = useMemo<CrudFilter[]>(() => {
    const prefill = (definition.search ?? []).filter((f) => f.fromQuery && query.get(f.fromQuery));
    return prefill.map((f) => ({ field: f.key, operator: "eq" as const, value: query.get(f.fromQuery as string) }));
    // Only the first render's query counts: later changes come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const table = useTable<T>({
    resource: identifier,
    meta: { endpoint: definition.endpoints.list },
    pagination: paging ? { pageSize: paging.initial, currentPage: 1 } : { mode: "off" },
    filters: { initial: initialFilters, defaultBehavior: "replace" },
    syncWithLocation: true,
    errorNotification: false,
  });
  const { tableQuery, currentPage, pageSize, setCurrentPage, setPageSize, filters, setFilters, sorters, setSorters } =
    table;
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

  const params = useMemo(() => filtersToValues(filters), [filters]);
  const formValues = useSameContent(
    useMemo(() => paramsToSearch(definition.search ?? [], params), [definition.search, params]),
  );
  const tabField = definition.tabs?.field;
  const tabDict = useDict(definition.tabs?.dict);
  // Stable callbacks (through a ref to the latest table state): the columns and the table's props keep their
  // identity while only the filters or the loading state change, so the memoised table skips those renders.
  const latest = useRef(table);
  latest.current = table;
  const reload = useCallback(() => void latest.current.tableQuery.refetch(), []);
  const forms = useFormHost(definition, has, reload);
  const columns = useListColumns({
    definition,
    has,
    context: { reload, openForm: forms.open },
    currentPage,
    pageSize,
    sorters,
  });

  /**
   * New filters from a tab or the search form. Their first page's request goes out in this click, before React
   * renders the change (the client sends synchronously; with 1,000 rows on screen that render took 120–180 ms and
   * the table's own request waited for it); the table's identical request then takes this answer. The state
   * changes at once, as before: nothing is deferred, so a second change right after (a tab, then a search) is
   * ordered as the user made it. A request that ends up different (another page size) just goes to the server.
   */
  const applyFilters = (next: CrudFilter[]) => {
    dataProvider.prefetchList(
      {
        resource: identifier ?? "",
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
    const next = {
      ...searchToParams(definition.search ?? [], values),
      ...(tabField && params[tabField] != null ? { [tabField]: params[tabField] } : {}),
    };
    // The same search again (e.g. after a failed answer) asks the server again: the query's key would not change.
    if (sameParams(next, params) && currentPage === 1) reload();
    else applyFilters(paramsToFilters(next));
  };
  const reset = () => {
    setFilters(
      tabField && params[tabField] != null ? paramsToFilters({ [tabField]: params[tabField] }) : [],
      "replace",
    );
    setSorters([]);
    setCurrentPage(1);
    if (paging) setPageSize(paging.afterReset ?? paging.initial);
  };
  // Stable for the memoised search row: they call the latest search and reset.
  const latestHandlers = useRef({ search, reset });
  latestHandlers.current = { search, reset };
  const onSearch = useCallback((values: SearchValues) => latestHandlers.current.search(values), []);
  const onReset = useCallback(() => latestHandlers.current.reset(), []);
  const tree = useTreeRows(definition, rows);
  const virtual = rows.length > (definition.virtualAbove ?? 100);
  const visibleToolbar = (definition.toolbar ?? []).filter((item) => has(item.permType, item.role));
  const visibleBatch = (definition.batchActions ?? []).filter((item) => has(item.permType, item.role));
  // Selection belongs to the rows on screen: a new page, filter or reload starts empty.
  // Compared by row key: the table hands back its own copies of the rows (tree rows carry their children).
  const keysOnPage = useMemo(() => new Set(rows.map((row) => row[definition.rowKey])), [rows, definition.rowKey]);
  const selectedOnPage = useMemo(
    () => selected.filter((row) => keysOnPage.has(row[definition.rowKey])),
    [selected, keysOnPage, definition.rowKey],
  );
  const selecting = visibleBatch.length > 0;

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
          )
        : undefined,
    [selecting, selectedOnPage, definition.rowKey],
  );
  const scroll = useMemo(
    () => ({
      x:
        definition.scrollX ?? (virtual ? columns.reduce((sum, c) => sum + (Number(c.width) || 120), 0) : "max-content"),
      y: virtual ? ROW_HEIGHT_SCROLL_Y : undefined,
    }),
    [definition.scrollX, virtual, columns],
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
      {definition.tabs && (
        <Tabs
          activeKey={tabField && params[tabField] != null ? String(params[tabField]) : ALL_TAB}
          items={[
            { key: ALL_TAB, label: t("common.all") },
            ...tabDict.options.map((o) => ({ key: o.value, label: o.title })),
          ]}
          onChange={(key) => {
            const rest = Object.fromEntries(Object.entries(params).filter(([k]) => k !== tabField));
            applyFilters(paramsToFilters(key === ALL_TAB ? rest : { ...rest, [tabField as string]: key }));
          }}
        />
      )}
      {definition.search && definition.search.length > 0 && (
        <SearchForm
          namespace={definition.namespace}
          fields={definition.search}
          values={formValues}
          onSearch={onSearch}
          onReset={onReset}
        />
      )}
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "center",
          marginBottom: 12,
          gap: 8,
          flexWrap: "wrap",
        }}
      >
        <Space wrap>
          {forms.addButton}
          {definition.export && has("output") && <ExportButton definition={definition} rows={rows} />}
          {visibleToolbar.map(({ key, permType, component: Item }) => (
            <span key={key} data-perm={permType} style={{ display: "contents" }}>
              <Item rows={rows} extra={extra} context={{ reload }} />
            </span>
          ))}
          {visibleBatch.map(({ key, permType, component: Item }) => (
            <span key={key} data-perm={permType} style={{ display: "contents" }}>
              <Item rows={rows} extra={extra} selected={selectedOnPage} context={{ reload }} />
            </span>
          ))}
        </Space>
        <Space>
          <Tooltip title={t("common.actions.refresh")}>
            <Button
              icon={<ReloadOutlined />}
              onClick={reload}
              aria-label={t("common.actions.refresh")}
              data-testid="refresh"
            />
          </Tooltip>
          <DensityToggle value={density} onChange={setDensity} />
        </Space>
      </div>
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
