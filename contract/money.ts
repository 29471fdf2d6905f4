/**
 * Money as the console shows it (SPEC §9 "Money"): ',' thousands separator, always two decimals, '--' for an
 * empty or invalid value. Values stay numbers until rendered; sums are made in integer cents.
 */
export const EMPTY_TEXT = "--";

/** A finite number from a number or a numeric string; null for anything else (blank, NaN, boolean, object). */
export function toAmount(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = Number(value); // Number() ignores surrounding white space itself
  return Number.isFinite(parsed) ? parsed : null;
}

/** Rounds half away from zero on the decimal text of the number, so 1.005 gives 101 cents, not 100. */
export function toCents(amount: number): number {
  const magnitude = Math.abs(amount);
  const text = String(magnitude);
  const cents = text.includes("e") ? Math.round(magnitude * 100) : Math.round(Number(`${text}e2`));
  return amount < 0 ? -cents : cents;
}

function groupThousands(integerPart: string): string {
  return integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** '1234.5' -> '1,234.50'; -12 -> '-12.00'; null, '', 'abc', NaN -> '--'. */
export function formatMoney(value: unknown): string {
  return formatCurrency(value, "");
}

/** An amount for a file (CSV): two decimals, no separator, so every amount reads as one number: '1234.50', '--'. */
export function plainMoney(value: unknown): string {
  return formatMoney(value).replaceAll(",", "");
}

/** formatMoney with a currency sign before the digits: '$1,234.50', '-$12.00'; '--' stays '--'. */
export function formatCurrency(value: unknown, prefix: string): string {
  const amount = toAmount(value);
  if (amount === null) return EMPTY_TEXT;
  const cents = toCents(amount);
  let fixed: string;
  if (Number.isSafeInteger(cents)) {
    const magnitude = Math.abs(cents);
    fixed = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
  } else {
    fixed = Math.abs(amount).toFixed(2);
  }
  const [integerPart, decimals] = fixed.split(".");
  const sign = cents < 0 ? "-" : "";
  return `${sign}${prefix}${groupThousands(integerPart)}.${decimals}`;
}

/** Withdrawal totals (SPEC §9): '$' before the amount. */
export function formatDollar(value: unknown): string {
  return formatCurrency(value, "$");
}

/** Sum of one field over rows, ignoring non-numeric values, rounded to cents without float drift. */
export function sumBy<T>(rows: readonly T[], field: keyof T): number {
  let cents = 0;
  for (const row of rows) {
    const amount = toAmount(row[field]);
    if (amount !== null) cents += toCents(amount);
  }
  return cents / 100;
}

/**
 * `balance` moved by `change` (signed), added in integer cents so no float error creeps in: 0.1 + 0.2 gives 0.3,
 * 1234.56 − 0.07 gives 1234.49. null when either is not an amount.
 */
export function addMoney(balance: unknown, change: unknown): number | null {
  const from = toAmount(balance);
  const by = toAmount(change);
  if (from === null || by === null) return null;
  return (toCents(from) + toCents(by)) / 100;
}
