/**
 * The file of every row matching a list's filters (docs/decisions/lists.md "Export"): written by the server and read
 * as a stream when the back end has the export route and the server can write every column; otherwise (a back end
 * answering 404 for the route, a column whose value the console computes) read page by page through the list call
 * and written here, with the same encoder, so the bytes are the same either way.
 */
import type { CsvExport, CsvExportRequest } from "@/providers/csv-export";
import { readCsvStream } from "@/providers/csv-export";
import { CSV_MIME } from "@/lib/csv";
import { csvOfRows, serverWritable, type ExportColumn } from "./export";

export interface ExportAllOptions<T> {
  columns: readonly ExportColumn<T>[];
  /** The list call and the file's name, as the server is told them. */
  request: Omit<CsvExportRequest, "columns">;
  csvExport: Pick<CsvExport, "open">;
  /** Every row through the list call, page by page (readAllRows), reporting the rows read. */
  readAll: (onProgress: (fetched: number) => void) => Promise<T[]>;
  /** Rows read so far out of the total. */
  onProgress: (fetched: number, total: number) => void;
  /** The total the list's first page gave (the fallback's progress reads against it). */
  total: number;
  signal: AbortSignal;
}

/** The file, from the server's stream or from the pages; rejects on a refusal (shown by the client) or a cancel. */
export async function exportAllFile<T>(options: ExportAllOptions<T>): Promise<Blob> {
  const { columns, request, signal } = options;
  if (serverWritable(columns)) {
    const answer = await options.csvExport.open({ ...request, columns: columns.map((column) => column.spec) }, signal);
    if (answer.kind === "file") {
      options.onProgress(0, answer.total);
      return readCsvStream(answer.body, (rows) => options.onProgress(rows, answer.total), signal);
    }
  }
  const rows = await options.readAll((fetched) => options.onProgress(fetched, options.total));
  return new Blob([csvOfRows(columns, rows)], { type: CSV_MIME });
}
