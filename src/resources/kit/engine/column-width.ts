/**
 * Column widths from the kit, so that no header wraps and no amount is cut: each column is at least its value
 * type's width (or the width the screen declares), at least its header's text in the current language plus the
 * cell's padding and the sort icon, a money column at least its widest value on the page (its page sum included), and
 * a dictionary column at least its widest tag on the page in the current language. Text widths are estimated per character for the table's 14 px type (a CJK character is one em; Latin letters, digits
 * and punctuation their typical share of it, rounded up), so the result is the same in every browser and in tests.
 */
import { dictLabel } from "@/components/use-dict";
import { formatMoney, sumBy, toAmount } from "@contract/money";
import { cellText } from "./cells";
import type { CellKind, ColumnDef } from "./types";

/** Each value type's width when the screen declares none. */
export const TYPE_WIDTH: Readonly<Record<CellKind, number>> = {
  index: 70,
  text: 120,
  money: 130,
  dateTime: 170,
  dict: 100,
  yesNo: 90,
  image: 90,
  switch: 100,
};

/** A header cell's horizontal padding (antd's default size; the compact sizes use less) and the border. */
export const HEADER_PADDING = 34;
/** The sort carets beside a sortable header, with their gap. */
export const SORTER_WIDTH = 26;
const CELL_PADDING = 34;
/** A tag's padding and border, and the gap antd leaves after it. */
const TAG_CHROME = 24;
/** Tags are set in antd's small type, 12 px: their text is 12/14 of its width at the table's 14 px. */
const TAG_SCALE = 12 / 14;

/** Width of `text` in px at 14 px: `bold` for headers (antd draws them at weight 600). */
export function textWidth(text: string, bold = false): number {
  let width = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x2e80) width += 14;
    else if (/[A-Z]/.test(ch)) width += bold ? 10.5 : 9.5;
    else if (/[0-9]/.test(ch)) width += bold ? 8.5 : 8;
    else if (/[a-z]/.test(ch)) width += /[mw]/.test(ch) ? 12 : /[ijlft]/.test(ch) ? 5 : bold ? 8.5 : 7.8;
    else if (ch === " ") width += 4;
    else width += 5;
  }
  return Math.ceil(width);
}

/** The narrowest width at which a header shows on one line. */
export function headerWidth(title: string, sortable: boolean): number {
  return textWidth(title, true) + HEADER_PADDING + (sortable ? SORTER_WIDTH : 0);
}

/**
 * The widest money text of the column on this page, its page sum included when the summary row sums it. A money
 * text's width grows with its amount's size on each side of zero (more digits, more separators), so the page's
 * largest and smallest amounts (and "--" for a blank one) are the only texts measured: formatting and measuring every
 * amount took 24 ms of the phone profile's (CPU 4× slower) first draw of 1,000 withdrawals (four amount columns).
 */
export function moneyWidth<T>(column: ColumnDef<T>, rows: readonly T[], summed: boolean): number {
  let largest = -Infinity;
  let smallest = Infinity;
  let blank = false;
  for (const row of rows) {
    const amount = toAmount((row as Record<string, unknown>)[column.key]);
    if (amount === null) blank = true;
    else {
      if (amount > largest) largest = amount;
      if (amount < smallest) smallest = amount;
    }
  }
  const texts = largest >= smallest ? [formatMoney(largest), formatMoney(smallest)] : [];
  if (blank) texts.push(cellText("money", null));
  if (summed) texts.push(formatMoney(sumBy(rows as readonly Record<string, unknown>[], column.key)));
  return texts.reduce((widest, text) => Math.max(widest, textWidth(text)), 0) + CELL_PADDING;
}

/** The widest dictionary tag of the column on this page, in the language its labels are shown in. */
function tagWidth<T>(column: ColumnDef<T>, rows: readonly T[], lang: string | undefined): number {
  const { dict } = column;
  if (!dict) return 0;
  // Few distinct codes in a page: each label is looked up once.
  const codes = new Set(rows.map((row) => (row as Record<string, unknown>)[column.key]));
  let widest = 0;
  for (const code of codes) widest = Math.max(widest, textWidth(dictLabel(dict, code, lang)));
  return widest === 0 ? 0 : Math.ceil(widest * TAG_SCALE) + TAG_CHROME + CELL_PADDING;
}

export interface WidthContext<T> {
  rows: readonly T[];
  /** Columns the summary row sums. */
  summed: ReadonlySet<string>;
  /** The language tags are labelled in (default: the console's). */
  lang?: string;
}

/** The width the kit gives a column with this header text. */
export function columnWidth<T>(column: ColumnDef<T>, title: string, context: WidthContext<T>): number {
  const base = column.width ?? TYPE_WIDTH[column.kind ?? "text"];
  const header = headerWidth(title, Boolean(column.sortable));
  const plain = !column.render;
  const values =
    column.kind === "money" && plain
      ? moneyWidth(column, context.rows, context.summed.has(column.key))
      : column.kind === "dict" && plain
        ? tagWidth(column, context.rows, context.lang)
        : 0;
  return Math.max(base, header, values);
}
