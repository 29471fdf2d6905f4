/**
 * A list row as a card on a phone (list-cards.tsx): which fields make the card's title, which fold behind "More",
 * and what "Load more" asks for. Pure, so the rules are unit-tested.
 */
import type { CellKind } from "./types";

/** Title fields when the screen names none: the first visible columns, up to this many. */
export const DEFAULT_TITLE_FIELDS = 4;
/** The most rows a list asks for at once (the contract's `pageSize` 1–1000). */
export const MAX_PAGE_SIZE = 1000;

/** Kinds that say nothing as a title: a row number, a picture. */
const NOT_TITLE: ReadonlySet<CellKind> = new Set(["index", "image"]);

export interface CardColumn {
  key: string;
  kind?: CellKind;
}

/**
 * The card's title fields, in the list's column order: the declared ones (`card.title`) still shown, else the first
 * few visible columns that are neither a row number nor a picture. The rest fold; a row number is left out.
 */
export function cardFields<C extends CardColumn>(
  columns: readonly C[],
  declared?: readonly string[],
): { title: C[]; folded: C[] } {
  const useful = columns.filter((column) => column.kind !== "index");
  const named = declared ? useful.filter((column) => declared.includes(column.key)) : [];
  const title =
    named.length > 0
      ? named
      : useful.filter((column) => !NOT_TITLE.has(column.kind ?? "text")).slice(0, DEFAULT_TITLE_FIELDS);
  return { title, folded: useful.filter((column) => !title.includes(column)) };
}

/**
 * "Load more": the rows from the first page to one step past what is shown, as one page (the cards show the list
 * from its start), never past the contract's limit; null when every row is shown.
 */
export function loadMoreSize(shown: { page: number; size: number }, step: number, total: number): number | null {
  const through = shown.page * shown.size;
  if (through >= total) return null;
  return Math.min(MAX_PAGE_SIZE, through + Math.max(1, step));
}
