/**
 * CSV export (SPEC §9 "Export") in the browser: a file of rows the console holds, written by the one encoder the
 * server's streamed export uses too (contract/csv-encoding.ts: BOM, header, CRLF, quoting, formula guard), and saved.
 */
import { csvHeader, csvLine } from "@contract/csv-encoding";

export { csvCell } from "@contract/csv-encoding";

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => unknown;
}

export const CSV_MIME = "text/csv;charset=utf-8";

export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  let text = csvHeader(columns);
  for (const row of rows) text += csvLine(columns.map((column) => column.value(row)));
  return text;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `${prefix}_yyyyMMddHHmmss.csv` in local time. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  const stamp =
    `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${prefix}_${stamp}.csv`;
}

/** Saves text as a file through a temporary <a download> (browser only). */
export function downloadText(fileName: string, text: string, mime: string = CSV_MIME): void {
  downloadBlob(fileName, new Blob([text], { type: mime }));
}

/** Saves a blob (a file read from a stream) as a file through a temporary <a download> (browser only). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
