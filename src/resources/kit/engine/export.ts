/**
 * CSV export of the current page (SPEC §9): UTF-8 BOM, header from the column titles, a column's own `csv`
 * value when declared, else the cell's text (dictionary codes as their labels, empties as '--').
 */
import { buildCsv, csvFileName, downloadText, type CsvColumn } from "@/lib/csv";
import { plainMoney } from "@/lib/money";
import { dictLabel } from "@/components/use-dict";
import { loadDict } from "@/components/dict-store";
import { i18n } from "@/i18n";
import { DICTS } from "@/i18n/dicts";
import { cellText } from "./cells";
import { fieldLabelKeys } from "./labels";
import type { ResourceDefinition } from "./types";

export async function exportRows<T>(
  definition: ResourceDefinition<T>,
  rows: readonly T[],
  filePrefix: string,
): Promise<void> {
  // The server's titles (zh-CN) are normally loaded by the page's tags already; make sure before labelling.
  await Promise.all(
    definition.columns.flatMap((column) =>
      column.kind === "dict" && column.dict ? [loadDict(DICTS[column.dict])] : [],
    ),
  );
  const columns: CsvColumn<T>[] = definition.columns
    .filter((column) => column.csv !== false)
    .map((column) => ({
      title: i18n.t(fieldLabelKeys(definition.namespace, column.label ?? column.key)),
      value: (row: T) => {
        if (typeof column.csv === "function") return column.csv(row) ?? "--";
        const value = (row as Record<string, unknown>)[column.key];
        if (column.kind === "dict" && column.dict)
          return value == null || value === "" ? "--" : dictLabel(column.dict, value);
        // Amounts one way in a file: plain with two decimals, never with the screen's thousands separators.
        return column.kind === "money" ? plainMoney(value) : cellText(column.kind, value);
      },
    }));
  downloadText(csvFileName(filePrefix), buildCsv(columns, rows));
}
