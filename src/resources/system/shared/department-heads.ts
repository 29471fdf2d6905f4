/**
 * X-Boot's department edit replaces the department's heads with the `mainHeader` / `viceHeader` ids it is sent and
 * removes every head not sent. The row carries them as `mainHeaders` / `viceHeaders` ([{id, nickname, …}]), so an
 * edit sends them back as ids: what the form does not show is kept. An empty list is not sent (no heads either way).
 */
const idsOf = (heads: unknown): string[] =>
  Array.isArray(heads)
    ? heads
        .map((head) => (head && typeof head === "object" ? (head as { id?: unknown }).id : undefined))
        .filter((id): id is string | number => typeof id === "string" || typeof id === "number")
        .map(String)
    : [];

export function keepHeads(values: Record<string, unknown>): Record<string, unknown> {
  const mainHeader = idsOf(values.mainHeaders);
  const viceHeader = idsOf(values.viceHeaders);
  return {
    ...values,
    ...(mainHeader.length ? { mainHeader } : {}),
    ...(viceHeader.length ? { viceHeader } : {}),
  };
}
