/**
 * Filters that fold: a list shows about two rows of its search fields (with Search and Reset); the rest wait behind
 * 'More filters (N)', N counting the hidden fields that hold a value. The widths are estimates per kind of field
 * (a label and its control, as laid out by the inline search form), so a row rarely overflows; the user's choice
 * to unfold is kept per list for the rest of the session.
 */
import type { SearchField } from "./types";
import type { SearchValues } from "./search-mapping";

/** Rows of filters shown while folded. */
export const FOLDED_ROWS = 2;
/** Estimated width of one filter (label, control and gap), in px. */
const FIELD_WIDTH = 320;
/** Ranges carry two controls (or a date picker's two ends). */
const RANGE_WIDTH = 420;
/** Search, Reset and the 'More filters (N)' toggle. */
const BUTTONS_WIDTH = 340;

const widthOf = (field: SearchField) =>
  field.kind === "dateRange" || field.kind === "amountRange" ? RANGE_WIDTH : FIELD_WIDTH;

/** How many fields (in declared order) fit the folded rows of a form this wide; at least one, all when they fit. */
export function foldedCount(fields: readonly SearchField[], formWidth: number): number {
  const row = Math.max(formWidth, FIELD_WIDTH);
  const total = fields.reduce((sum, field) => sum + widthOf(field), 0);
  if (total + BUTTONS_WIDTH <= row * FOLDED_ROWS) return fields.length;
  let used = BUTTONS_WIDTH;
  let count = 0;
  for (const field of fields) {
    used += widthOf(field);
    if (used > row * FOLDED_ROWS) break;
    count += 1;
  }
  return Math.max(1, count);
}

/**
 * The width the form goes on with after a measure: the measured one only when it changes how many fields fit, else
 * the one it has, so the form is not drawn again for a few pixels (its first measure after the estimate).
 */
export function followedWidth(fields: readonly SearchField[], shown: number, measured: number): number {
  return foldedCount(fields, shown) === foldedCount(fields, measured) ? shown : measured;
}

/** A value the search would send: not empty, and a range with at least one end. */
export function isActive(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isActive);
  return value !== undefined && value !== null && value !== "";
}

/** The hidden fields holding a value (the URL's, so a prefilled or shared filter counts). */
export function activeHidden(fields: readonly SearchField[], shown: number, values: SearchValues): number {
  return fields.slice(shown).filter((field) => isActive(values[field.key])).length;
}

/** Lists whose filters the user unfolded, for the rest of the session (the console is one page: a module's memory). */
const unfolded = new Set<string>();
export const foldMemory = {
  isUnfolded: (namespace: string) => unfolded.has(namespace),
  set: (namespace: string, open: boolean) => void (open ? unfolded.add(namespace) : unfolded.delete(namespace)),
};
