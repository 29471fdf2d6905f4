/**
 * A modal form's width when the screen declares none (a drawer form always declares its own). A column's width per
 * value type is in value-types.ts.
 */
export const MODAL_FORM_WIDTH = 560;
