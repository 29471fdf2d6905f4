/**
 * CSV export (SPEC §9): UTF-8 BOM, header from the column titles, a column's own `csv` value when declared, else the
 * cell's text by the column's format (dictionary codes as their labels, amounts plain, empties as '--'). The columns
 * are described once (`exportColumns`): the same description writes a file in the browser (`exportRows`) and is sent
 * to the server's streamed export, which writes the same bytes with the same encoder (@contract/csv-encoding).
 */
import { buildCsv, csvFileName, downloadText, type CsvColumn } from "@/lib/csv";
import { csvValue, type CsvColumnSpec, type CsvFormat } from "@contract/csv-encoding";
import { dictLabels } from "@/components/use-dict";
import { loadDict } from "@/components/dict-store";
import { i18n } from "@/i18n";
import { DICTS } from "@contract/dicts";
import { fieldLabelKeys } from "./labels";
import type { ColumnDef, ResourceDefinition } from "./types";

/** A column of the file: what the server is told, and the column's own value function when it has one. */
export interface ExportColumn<T> {
  spec: CsvColumnSpec;
  own?: (row: T) => string | number | null | undefined;
}

function formatOf<T>(column: ColumnDef<T>): { format: CsvFormat; labels?: Record<string, string> } {
  if (column.kind === "money") return { format: "money" };
  if (column.kind === "dateTime") return { format: "dateTime" };
  if (column.kind === "dict" && column.dict) return { format: "label", labels: dictLabels(column.dict) };
  if (column.kind === "yesNo")
    return { format: "yesNo", labels: { yes: i18n.t("common.yes"), no: i18n.t("common.no") } };
  return { format: "text" };
}

/** The exported columns in the language in force (dictionaries loaded first, so their labels are the server's). */
export async function exportColumns<T>(definition: ResourceDefinition<T>): Promise<ExportColumn<T>[]> {
  // The server's titles (zh-CN) are normally loaded by the page's tags already; make sure before labelling.
  await Promise.all(
    definition.columns.flatMap((column) =>
      column.kind === "dict" && column.dict ? [loadDict(DICTS[column.dict])] : [],
    ),
  );
  return definition.columns
    .filter((column) => column.csv !== false)
    .map((column) => ({
      spec: {
        key: column.key,
        title: i18n.t(fieldLabelKeys(definition.namespace, column.label ?? column.key)),
        ...formatOf(column),
      },
      ...(typeof column.csv === "function" ? { own: column.csv } : {}),
    }));
}

/** Whether the server can write every column (none computes its value in the console). */
export const serverWritable = <T>(columns: readonly ExportColumn<T>[]): boolean =>
  columns.every((column) => !column.own);

/** The file of these rows, as the browser writes it. */
export function csvOfRows<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  const csvColumns: CsvColumn<T>[] = columns.map(({ spec, own }) => ({
    title: spec.title,
    value: (row: T) =>
      own ? (own(row) ?? "--") : csvValue(spec.format, (row as Record<string, unknown>)[spec.key], spec.labels),
  }));
  return buildCsv(csvColumns, rows);
}

export async function exportRows<T>(
  definition: ResourceDefinition<T>,
  rows: readonly T[],
  filePrefix: string,
): Promise<void> {
  downloadText(csvFileName(filePrefix), csvOfRows(await exportColumns(definition), rows));
}
