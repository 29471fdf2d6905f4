/**
 * What the shared numeric inputs hold and when a value breaks their limits (SPEC §9: the shared numeric input takes
 * 0 to 999999999999999). The inputs never rewrite what was typed: a value out of range or not a number stays as
 * typed, and the form says what is wrong, naming the limit.
 */
export const NUMERIC_MIN = 0;
export const NUMERIC_MAX = 999999999999999;

export interface NumericRules {
  integer?: boolean;
  /** Default NUMERIC_MIN. */
  min?: number;
  /** Default NUMERIC_MAX. */
  max?: number;
}

/** Why a value is refused; `limit` is the bound it breaks, for the message. */
export type NumericProblem =
  { kind: "number" } | { kind: "integer" } | { kind: "min"; limit: number } | { kind: "max"; limit: number };

/** A plain decimal as people type it: an optional sign, digits with at most one point ("12.", ".5" included). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const DIGITS = /^\d*$/;

/**
 * The value a numeric text stands for: null when blank, the number for a plain decimal (out of range included: the
 * check below refuses it), else the text itself, as typed — never a number it was made into.
 */
export function readNumeric(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return DECIMAL.test(trimmed) ? Number(trimmed) : text;
}

/** The first limit a value breaks (not a number, not whole, below min, above max), or null; blank passes. */
export function numericProblem(value: unknown, rules: NumericRules = {}): NumericProblem | null {
  const amount = typeof value === "string" ? readNumeric(value) : value;
  if (amount === null || amount === undefined) return null;
  if (typeof amount !== "number" || !Number.isFinite(amount)) return { kind: "number" };
  if (rules.integer && !Number.isInteger(amount)) return { kind: "integer" };
  const min = rules.min ?? NUMERIC_MIN;
  const max = rules.max ?? NUMERIC_MAX;
  if (amount < min) return { kind: "min", limit: min };
  if (amount > max) return { kind: "max", limit: max };
  return null;
}

/** Whether a text is digits only (phones, IDs: kept as text, leading zeros included); blank passes. */
export function isDigits(text: unknown): boolean {
  return text === null || text === undefined || DIGITS.test(String(text));
}
