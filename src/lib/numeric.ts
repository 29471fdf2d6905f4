/** Text filters behind the shared numeric inputs (SPEC §2.13: numbers only, minimum 0, maximum 999999999999999). */
export const NUMERIC_MAX = 999999999999999;

export interface NumericRules {
  integer?: boolean;
  max?: number;
}

/** Keeps only the digits. */
export function onlyDigits(raw: string): string {
  return raw.replace(/\D/g, "");
}

/**
 * The text a numeric input may show after an edit: digits and (unless integer) one decimal point; no sign,
 * so never below 0. An edit that would exceed the maximum is refused: the previous text stays.
 */
export function sanitizeNumeric(raw: string, previous: string, rules: NumericRules = {}): string {
  let text = raw.replace(rules.integer ? /\D/g : /[^\d.]/g, "");
  const dot = text.indexOf(".");
  if (dot >= 0) text = text.slice(0, dot + 1) + text.slice(dot + 1).replace(/\./g, "");
  if (text.startsWith(".")) text = `0${text}`;
  const amount = parseNumeric(text);
  if (amount !== null && amount > (rules.max ?? NUMERIC_MAX)) return previous;
  return text;
}

/** The number a numeric text stands for; null when empty. */
export function parseNumeric(text: string): number | null {
  if (text === "") return null;
  const amount = Number(text); // "12." reads as 12, "." as NaN (null below)
  return Number.isFinite(amount) ? amount : null;
}
