import { describe, expect, it, vi } from "vitest";
import { encodeCsv } from "@contract/csv-encoding";
import type { CsvExportAnswer } from "@/providers/csv-export";
import { csvOfRows, type ExportColumn } from "./export";
import { exportAllFile } from "./export-stream";

interface Row {
  uid: string;
  amount: string | null;
  level: number;
}
const ROWS: Row[] = [
  { uid: "1464484663442673665", amount: "12.5", level: 1 },
  { uid: "2", amount: null, level: 9 },
];
const COLUMNS: ExportColumn<Row>[] = [
  { spec: { key: "uid", title: "ID", format: "text" } },
  { spec: { key: "amount", title: "Amount", format: "money" } },
  { spec: { key: "level", title: "Level", format: "label", labels: { "1": "=L1" } } },
];
const bytes = async (blob: Blob) => Array.from(new Uint8Array(await blob.arrayBuffer()));
const utf8 = (text: string) => Array.from(new TextEncoder().encode(text));

function run(answer: CsvExportAnswer, columns: ExportColumn<Row>[] = COLUMNS) {
  const open = vi.fn(async () => answer);
  const readAll = vi.fn(async (progress: (n: number) => void) => {
    progress(ROWS.length);
    return ROWS;
  });
  const progress: [number, number][] = [];
  const file = exportAllFile({
    columns,
    request: { path: "/list", params: {}, fileName: "f.csv" },
    csvExport: { open },
    readAll,
    total: ROWS.length,
    onProgress: (fetched, total) => progress.push([fetched, total]),
    signal: new AbortController().signal,
  });
  return { file, open, readAll, progress };
}

describe("export of all rows: the server's stream or the pages", () => {
  it("writes the same bytes in the browser as the server's encoder does for the same rows", () => {
    expect(csvOfRows(COLUMNS, ROWS)).toBe(
      encodeCsv(
        COLUMNS.map((column) => column.spec),
        ROWS as unknown as Record<string, unknown>[],
      ),
    );
  });

  it("takes the server's file when the back end has the route, with its total for the progress", async () => {
    const served = encodeCsv(
      COLUMNS.map((column) => column.spec),
      ROWS as unknown as Record<string, unknown>[],
    );
    const { file, open, readAll, progress } = run({
      kind: "file",
      total: 2,
      body: new Response(served).body!,
    });
    expect(await bytes(await file)).toEqual(utf8(served));
    expect(open).toHaveBeenCalledOnce();
    expect(readAll).not.toHaveBeenCalled();
    expect(progress.at(-1)).toEqual([2, 2]);
  });

  it("reads the pages and writes the same file where the route is missing", async () => {
    const { file, readAll } = run({ kind: "missing" });
    expect(await bytes(await file)).toEqual(utf8(csvOfRows(COLUMNS, ROWS)));
    expect(readAll).toHaveBeenCalledOnce();
  });

  it("does not ask the server when a column computes its value in the console", async () => {
    const own: ExportColumn<Row> = { spec: { key: "x", title: "X", format: "text" }, own: (row) => `#${row.level}` };
    const { file, open } = run({ kind: "missing" }, [...COLUMNS, own]);
    expect(new TextDecoder().decode(await (await file).arrayBuffer())).toContain(",#9\r\n");
    expect(open).not.toHaveBeenCalled();
  });
});
