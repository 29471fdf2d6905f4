/**
 * Orders two cell values for sorting a page in the browser: empty values last, numbers (and numeric strings such as
 * money from the server) by value, everything else as text in the active locale's collation.
 */
const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return null;
}

export function compareValues(a: unknown, b: unknown): number {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== null && y !== null) return x - y;
  return String(a).localeCompare(String(b));
}
