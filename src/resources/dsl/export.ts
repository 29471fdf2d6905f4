/**
 * CSV export of the current page (SPEC §9): UTF-8 BOM, header from the column titles, a column's own `csv`
 * value when declared, else the cell's text (dictionary codes as their labels, empties as '--').
 */
import { buildCsv, csvFileName, downloadText, type CsvColumn } from "@/lib/csv";
import { loadDict, localizeDict } from "@/components/use-dict";
import { i18n } from "@/i18n";
import { cellText } from "./cells";
import { fieldLabelKeys } from "./labels";
import type { ResourceDefinition } from "./types";

export async function exportRows<T>(definition: ResourceDefinition<T>, rows: readonly T[], filePrefix: string): Promise<void> {
  const dicts = new Map<string, Map<string, string>>();
  for (const column of definition.columns) {
    if (column.kind === "dict" && column.dict && !dicts.has(column.dict)) {
      const options = localizeDict(column.dict, await loadDict(column.dict));
      dicts.set(column.dict, new Map(options.map((o) => [String(o.value), o.title])));
    }
  }
  const columns: CsvColumn<T>[] = definition.columns
    .filter((column) => column.csv !== false)
    .map((column) => ({
      title: i18n.t(fieldLabelKeys(definition.namespace, column.label ?? column.key)),
      value: (row: T) => {
        if (typeof column.csv === "function") return column.csv(row) ?? "--";
        const value = (row as Record<string, unknown>)[column.key];
        if (column.kind === "dict") return value == null || value === "" ? "--" : (dicts.get(column.dict ?? "")?.get(String(value)) ?? String(value));
        return cellText(column.kind, value);
      },
    }));
  downloadText(csvFileName(filePrefix), buildCsv(columns, rows));
}
