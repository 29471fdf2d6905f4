/**
 * The list table's props, each memoised on what it shows: a tab click re-renders the page (tabs, spinner) but not
 * the table while the answer is on its way (with 1,000 rows, that render would hold the answer back).
 */
import type { useTableReturnType } from "@refinedev/core";
import type { TableProps } from "antd";
import type { TableRef } from "antd/es/table";
import { useCallback, useMemo, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { listPagination } from "./pagination";
import { SummaryRow } from "./summary-row";
import type { Paging, ResourceDefinition } from "./types";
import type { useListColumns } from "./use-list-columns";
import type { useTreeRows } from "./use-tree-rows";

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

interface TableInputs<T> {
  definition: ResourceDefinition<T>;
  paging: Paging | null;
  latest: RefObject<useTableReturnType<T & object>>;
  currentPage: number;
  pageSize: number;
  total: number;
  rows: T[];
  columns: ReturnType<typeof useListColumns<T>>;
  tree: ReturnType<typeof useTreeRows<T>>;
  selecting: boolean;
  /** The table, scrolled back to its first row when the page changes (a long page's virtual rows). */
  tableRef: RefObject<TableRef | null>;
}

export function useTableProps<T>(inputs: TableInputs<T>) {
  const { definition, paging, latest, currentPage, pageSize, total, rows, columns, tree, selecting, tableRef } = inputs;
  const { t } = useTranslation();
  const virtual = rows.length > (definition.virtualAbove ?? 100);
  const pagination = useMemo(
    () =>
      paging
        ? listPagination(
            {
              currentPage,
              pageSize,
              setCurrentPage: (page) => {
                if (virtual) tableRef.current?.scrollTo({ top: 0 });
                latest.current.setCurrentPage(page);
              },
              setPageSize: (size) => latest.current.setPageSize(size),
            },
            total,
            paging.sizes,
            t,
          )
        : (false as const),
    [paging, currentPage, pageSize, total, t, latest, tableRef, virtual],
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
    () =>
      definition.summary
        ? () => <SummaryRow definition={definition} columns={columns} rows={rows} selecting={selecting} />
        : undefined,
    [definition, columns, rows, selecting],
  );
  const onChange = useCallback<NonNullable<TableProps<T>["onChange"]>>(
    (_pagination, _filters, sorter) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = typeof one?.field === "string" ? one.field : undefined;
      latest.current.setSorters(field && one?.order ? [{ field, order: one.order === "ascend" ? "asc" : "desc" }] : []);
    },
    [latest],
  );
  return { virtual, pagination, scroll, expandable, summary, onChange };
}
