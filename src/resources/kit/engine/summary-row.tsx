/**
 * The summary row: a label under one column, sums over the current page under others (SPEC §2.11). antd numbers a
 * summary cell by the table's columns including its own selection column, so with row selection an empty cell comes
 * first and every other cell sits under its own column.
 */
import { Table } from "antd";
import type { ColumnType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { formatMoney, sumBy } from "@contract/money";
import type { ResourceDefinition } from "./types";

interface Props<T> {
  definition: ResourceDefinition<T>;
  columns: ColumnType<T>[];
  rows: readonly T[];
  /** The table shows antd's row-selection (checkbox) column before the declared columns. */
  selecting?: boolean;
}

export function SummaryRow<T>({ definition, columns, rows, selecting = false }: Props<T>) {
  const { t } = useTranslation();
  const summary = definition.summary;
  if (!summary) return null;
  const offset = selecting ? 1 : 0;
  return (
    <Table.Summary fixed>
      <Table.Summary.Row data-testid="summary-row">
        {selecting && <Table.Summary.Cell key="__selection" index={0} />}
        {columns.map((column, index) => {
          const key = String(column.key);
          let content: string | null = null;
          if (key === summary.labelColumn) content = t("common.summary");
          else if ((summary.sumColumns as readonly string[]).includes(key))
            content = formatMoney(sumBy(rows as readonly Record<string, unknown>[], key));
          return (
            <Table.Summary.Cell key={key} index={index + offset}>
              {content}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
