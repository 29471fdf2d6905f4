/**
 * Runs one action per selected row, one row after another, through the same single-row call a row's own button makes
 * (so every rule of that call — reviewed exactly once, four-eyes thresholds, balance checks — holds per row, against
 * any back end), and says per row what came of it: done, waiting for a second staff user (four-eyes), or refused with
 * the server's reason. A refusal never stops the rows after it.
 */
import { isPendingApproval } from "./pending-approval";

export type RowOutcome = { state: "done" } | { state: "pending" } | { state: "refused"; reason: string };

export interface RowResult<T> {
  row: T;
  outcome: RowOutcome;
}

/** The message of a refused call (the client's ApiError, the data provider's HttpError) or of anything thrown. */
export function refusalText(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return String(error);
}

export async function runPerRow<T>(
  rows: readonly T[],
  call: (row: T) => Promise<unknown>,
  onProgress?: (done: number) => void,
): Promise<RowResult<T>[]> {
  const results: RowResult<T>[] = [];
  for (const row of rows) {
    let outcome: RowOutcome;
    try {
      const answer = await call(row);
      outcome = isPendingApproval(answer) ? { state: "pending" } : { state: "done" };
    } catch (error) {
      outcome = { state: "refused", reason: refusalText(error) };
    }
    results.push({ row, outcome });
    onProgress?.(results.length);
  }
  return results;
}
