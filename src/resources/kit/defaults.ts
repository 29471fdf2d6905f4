/**
 * The kit's defaults, so that a screen writes a width only where it differs from its kind's: a column's width per
 * value type and a form's width per container. Widths are minimums (engine/column-width.ts widens a column to its header
 * and its money values).
 */
import { TYPE_WIDTH } from "./engine/column-width";
import type { CellKind } from "./engine/types";
import type { ValueType } from "./screen-types";

/** A member's ID is short; a phone number needs its 11 digits whole. Every other type has its cell's width. */
const OWN_WIDTH: Partial<Record<ValueType, number>> = { member: 100, memberPhone: 130 };

/** The width of a column of this value type when the field declares none. */
export function valueTypeWidth(type: ValueType, cell: CellKind): number {
  return OWN_WIDTH[type] ?? TYPE_WIDTH[cell];
}

/** A modal form's width when the screen declares none (a drawer form always declares its own). */
export const MODAL_FORM_WIDTH = 560;
