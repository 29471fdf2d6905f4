/**
 * CSV export (SPEC §9 "Export"): UTF-8 BOM, a header row of column titles, CRLF lines, RFC 4180 quoting, and
 * text cells that a spreadsheet would run as a formula prefixed with a single quote.
 */
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => unknown;
}

export const CSV_MIME = "text/csv;charset=utf-8";
const BOM = "\uFEFF";
/**
 * What a spreadsheet may run as a formula: a first character (after any spaces) of = + - @ or their full-width forms,
 * or a leading tab, CR or LF. A signed plain number ("-5", "+1,234.50") is data, not a formula, and stays as it is.
 */
const FORMULA_START = /^(?:[\t\r\n]|[ \u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const PLAIN_NUMBER = /^[-+]\d[\d,]*(?:\.\d+)?$/;
/** The empty cell's '--' (and any run of dashes) runs nothing: written as it is, not as '--. */
const DASHES = /^-+$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text of one cell: numbers as they are, text neutralised against formulas, quoted when needed. */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  // A number as it is ("-5", "1e-7"): not text that a spreadsheet could read as a formula. A bigint or a boolean
  // ("-5", "true") passes the neutralising below unchanged.
  else if (typeof value === "number") text = String(value);
  else {
    text = value instanceof Date ? value.toISOString() : String(value);
    if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) && !DASHES.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => csvCell(column.title)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(","));
  return BOM + lines.join("\r\n") + "\r\n";
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
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
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
