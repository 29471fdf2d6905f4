/**
 * The one CSV encoder (SPEC §9 "Export"; docs/decisions/lists.md "Export"): the console's file builder (`src/lib/csv.ts`)
 * and the contract server's streamed export (`server/routes/export-csv.ts`) both write their cells here, so a file is
 * the same bytes whichever of them wrote it. UTF-8 BOM, a header row of column titles, CRLF lines, RFC 4180 quoting,
 * text that a spreadsheet would run as a formula prefixed with a single quote, amounts plain with two decimals and
 * '--' for an empty cell. DOM-free and i18n-free (the titles and labels come in already translated), so both sides
 * import it from contract/.
 */
import { formatDateTime } from "./date";
import { EMPTY_TEXT, plainMoney } from "./money";

/** The most rows one export writes, whoever writes it; a larger total is refused before anything is read. */
export const EXPORT_CAP = 50_000;

export const CSV_BOM = "\uFEFF";
export const CSV_EOL = "\r\n";

/**
 * How a column's value becomes its cell: `text` as it is; `money` plain with two decimals; `dateTime`
 * 'YYYY-MM-DD HH:mm:ss'; `label` the code's label from `labels` (a dictionary; the code itself when it has none);
 * `yesNo` `labels.yes` or `labels.no` (true, 1, '1', 'true' are yes). Every format writes '--' for an empty value.
 */
export const CSV_FORMATS = ["text", "money", "dateTime", "label", "yesNo"] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

/** One column of a file: the row field it writes, its title in the user's language, its format and labels. */
export interface CsvColumnSpec {
  key: string;
  title: string;
  format: CsvFormat;
  labels?: Readonly<Record<string, string>>;
}

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

/** One line of the file, its end included. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(",") + CSV_EOL;
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === "";

/** Yes/no: true/1 → yes, anything else not empty → no. */
export function isYes(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

/** A value as its column writes it (before quoting): see CsvFormat. Never through Number() but for money. */
export function csvValue(format: CsvFormat, value: unknown, labels?: Readonly<Record<string, string>>): string {
  if (format === "money") return plainMoney(value);
  if (format === "dateTime") return formatDateTime(value);
  if (isEmpty(value)) return EMPTY_TEXT;
  if (format === "yesNo") return (isYes(value) ? labels?.yes : labels?.no) ?? EMPTY_TEXT;
  const text = String(value);
  if (format === "label") return labels && Object.hasOwn(labels, text) ? (labels[text] ?? text) : text;
  return text;
}

/** The file's start: the BOM and the header row of titles. */
export function csvHeader(columns: readonly Pick<CsvColumnSpec, "title">[]): string {
  return CSV_BOM + csvLine(columns.map((column) => column.title));
}

/** One row's line, each column written by its format. */
export function csvRow(columns: readonly CsvColumnSpec[], row: Readonly<Record<string, unknown>>): string {
  return csvLine(columns.map((column) => csvValue(column.format, row[column.key], column.labels)));
}

/** A whole file of these rows (what the server streams line by line). */
export function encodeCsv(
  columns: readonly CsvColumnSpec[],
  rows: readonly Readonly<Record<string, unknown>>[],
): string {
  return csvHeader(columns) + rows.map((row) => csvRow(columns, row)).join("");
}
