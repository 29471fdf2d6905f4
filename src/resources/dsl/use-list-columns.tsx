/** Declared columns → memoised antd columns: titles by i18n convention, renderers by kind, the action column. */
import type { CrudSort } from "@refinedev/core";
import type { ColumnType } from "antd/es/table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { renderCell } from "./cells";
import { declaredActions, RowActions } from "./row-actions";
import { SwitchCell } from "./switch-cell";
import type { ActionContext, ResourceDefinition, RowAction } from "./types";

interface Options<T> {
  definition: ResourceDefinition<T>;
  has: (permType: RowAction<T>["permType"]) => boolean;
  context: ActionContext;
  currentPage: number;
  pageSize: number;
  sorters: readonly CrudSort[];
}

export const ACTIONS_KEY = "__actions";

export function useListColumns<T>({ definition, has, context, currentPage, pageSize, sorters }: Options<T>): ColumnType<T>[] {
  const { t } = useTranslation();
  const sorter = sorters[0];
  const { reload, openForm } = context;
  return useMemo(() => {
    const columns: ColumnType<T>[] = definition.columns.map((column) => ({
      key: column.key,
      dataIndex: column.key,
      title: t(`${definition.namespace}.fields.${column.key}`),
      width: column.width,
      fixed: column.fixed,
      ellipsis: column.ellipsis,
      sorter: column.sortable ? true : undefined,
      sortOrder: column.sortable && sorter?.field === column.key ? (sorter.order === "asc" ? "ascend" : "descend") : null,
      render:
        column.kind === "index"
          ? (_value: unknown, _row: T, index: number) => (currentPage - 1) * pageSize + index + 1
          : column.kind === "switch"
            ? (_value: unknown, row: T) => <SwitchCell column={column} row={row} has={has} reload={reload} />
            : (_value: unknown, row: T) => renderCell(column, row),
    }));
    // No action column when the user may run none of the row actions (e.g. a read-only operator).
    if (declaredActions(definition).some((action) => has(action.permType)) || definition.actionsFallback) {
      columns.push({
        key: ACTIONS_KEY,
        title: t("common.actionsColumn"),
        fixed: "right",
        width: definition.actionsWidth ?? 160,
        render: (_value: unknown, row: T) => <RowActions definition={definition} row={row} has={has} context={{ reload, openForm }} />,
      });
    }
    return columns;
    // `t` changes with the language, so titles follow a language switch.
  }, [definition, t, currentPage, pageSize, sorter?.field, sorter?.order, has, reload, openForm]);
}
