/**
 * Declared columns → memoised antd columns: the user's column settings (shown, order, pins: column-settings.ts),
 * titles by i18n convention, widths from the kit (column-width.ts: no header wraps, no amount is cut; text cells
 * ellipsised with the full text on hover), renderers by kind, grouped headers, the action column. A sortable column sorts on the server only when the list endpoint declares its sort keys; otherwise it
 * sorts the rows of the current page in the browser (a back end that ignores unknown sort keys stays correct).
 */
import type { CrudSort } from "@refinedev/core";
import type { ColumnGroupType, ColumnType } from "antd/es/table";
import { useMemo, useState, type HTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { compareValues } from "@/lib/compare";
import { renderCell } from "./cells";
import { applyColumnState, type ColumnState } from "./column-settings";
import { columnWidth } from "./column-width";
import { fieldLabelKeys } from "./labels";
import { declaredActions, RowActions } from "./row-actions";
import { SwitchCell } from "./switch-cell";
import type { ActionContext, ColumnDef, ResourceDefinition } from "./types";
import type { Has } from "./use-permissions";

interface Options<T> {
  definition: ResourceDefinition<T>;
  has: Has;
  context: ActionContext;
  currentPage: number;
  pageSize: number;
  sorters: readonly CrudSort[];
  /** The user's column settings. */
  state: ColumnState;
  /** The rows on the page (a money column is as wide as its widest value). */
  rows: readonly T[];
}

export const ACTIONS_KEY = "__actions";
const ACTIONS_CELL = { "data-col": ACTIONS_KEY } as HTMLAttributes<HTMLElement>;

type AnyColumn<T> = ColumnType<T> | ColumnGroupType<T>;

/** Consecutive columns of one group under a shared header (`<namespace>.groups.<group>`). */
function grouped<T>(
  columns: readonly { def: ColumnDef<T>; column: ColumnType<T> }[],
  title: (group: string) => string,
): AnyColumn<T>[] {
  const out: AnyColumn<T>[] = [];
  for (const { def, column } of columns) {
    const last = out[out.length - 1];
    if (def.group && last && "children" in last && last.key === `group:${def.group}`) last.children.push(column);
    else if (def.group) out.push({ key: `group:${def.group}`, title: title(def.group), children: [column] });
    else out.push(column);
  }
  return out;
}

export function useListColumns<T>({
  definition,
  has,
  context,
  currentPage,
  pageSize,
  sorters,
  state,
  rows,
}: Options<T>): AnyColumn<T>[] {
  const { t } = useTranslation();
  const sorter = sorters[0];
  const serverSort = Boolean(definition.endpoints.list.sort);
  const { reload, openForm, scope } = context;
  // The number of the first row shown, for an index column: taken when the rows change, so the numbers change with the
  // rows they count. A click on page 2 then draws no cell again while page 1's rows still stand.
  const [numbered, setNumbered] = useState({ rows, first: (currentPage - 1) * pageSize });
  if (numbered.rows !== rows) setNumbered({ rows, first: (currentPage - 1) * pageSize });
  const hasIndex = definition.columns.some((column) => column.kind === "index");
  const firstIndex = hasIndex ? numbered.first : 0;
  return useMemo(() => {
    const summed = new Set<string>(definition.summary?.sumColumns ?? []);
    const answered = (column: ColumnDef<T>) =>
      !column.optional || rows.some((row) => (row as Record<string, unknown>)[column.key] !== undefined);
    const columns = applyColumnState(definition.columns, state)
      .filter(answered)
      .map((column) => {
        const title = t(fieldLabelKeys(definition.namespace, column.label ?? column.key));
        // One object per column: rc-table's memoised Cell compares it by identity when a row draws again.
        const cellProps = { "data-col": column.key } as HTMLAttributes<HTMLElement>;
        return {
          def: column,
          column: {
            key: column.key,
            dataIndex: column.key,
            onCell: () => cellProps,
            title,
            width: columnWidth(column, title, { rows, summed }),
            fixed: column.fixed,
            // Plain text cells end in an ellipsis when too long, the full text on hover (antd's title).
            ellipsis: column.ellipsis ?? ((column.kind ?? "text") === "text" && !column.render),
            ...(column.sortable
              ? serverSort
                ? {
                    sorter: true,
                    sortOrder: sorter?.field === column.key ? (sorter.order === "asc" ? "ascend" : "descend") : null,
                  }
                : {
                    sorter: (a: T, b: T) =>
                      compareValues(
                        (a as Record<string, unknown>)[column.key],
                        (b as Record<string, unknown>)[column.key],
                      ),
                  }
              : {}),
            render:
              column.kind === "index"
                ? (_value: unknown, _row: T, index: number) => firstIndex + index + 1
                : column.kind === "switch"
                  ? (_value: unknown, row: T) => <SwitchCell column={column} row={row} has={has} reload={reload} />
                  : (_value: unknown, row: T) => renderCell(column, row),
          } as ColumnType<T>,
        };
      });
    const out = grouped(columns, (group) => t(`${definition.namespace}.groups.${group}`));
    // No action column when the user may run none of the row actions (e.g. a read-only operator).
    if (declaredActions(definition).some((action) => has(action.permType, action.role)) || definition.actionsFallback) {
      out.push({
        key: ACTIONS_KEY,
        title: t("common.actionsColumn"),
        fixed: "right",
        width: definition.actionsWidth ?? 160,
        onCell: () => ACTIONS_CELL,
        render: (_value: unknown, row: T) => (
          <RowActions definition={definition} row={row} has={has} context={{ reload, openForm, scope }} />
        ),
      });
    }
    return out;
    // `t` changes with the language, so titles follow a language switch.
  }, [definition, t, firstIndex, sorter?.field, sorter?.order, serverSort, has, reload, openForm, scope, state, rows]);
}
