/**
 * A status change declared once: the row moves `from` → `to` in one UPDATE guarded by its present status (two staff
 * users deciding at once: the second finds it moved and is refused with `refused`), with the columns it sets, and
 * its effect on the ledger in the same transaction. A refusal or a failed effect leaves the row where it was.
 */
import type { Queryable, SqlParam } from '../db/types';
import { ApiError } from '../lib/api-error';

export interface Transition<R> {
  /** The table and the status column (`status` unless named). */
  table: string;
  column?: string;
  from: number;
  to: number;
  /** Other columns the change writes, by column name. */
  set?: Record<string, SqlParam>;
  /** What the effect needs of the row, as a RETURNING list (`uid, amount::text AS amount`). */
  returning: string;
  /** The message when the row is no longer in `from`. */
  refused: string;
  /** What else the change does, in its transaction (a credit, a refund, ending a request). */
  effect?: (tx: Queryable, row: R) => Promise<void>;
}

/** Runs `transition` on row `id` inside `tx` and answers the row as it returned it. */
export async function moveRow<R>(tx: Queryable, transition: Transition<R>, id: number): Promise<R> {
  const column = transition.column ?? 'status';
  const sets = Object.entries(transition.set ?? {});
  // Each value takes its column's type (a time as Asia/Shanghai wall-clock text, lib/time.ts).
  const assignments = [`${column} = $2`, ...sets.map(([name], index) => `${name} = $${index + 4}`)];
  const [row] = await tx.query<R>(
    `UPDATE ${transition.table} SET ${assignments.join(', ')} WHERE id = $1 AND ${column} = $3 RETURNING ${transition.returning}`,
    [id, transition.to, transition.from, ...sets.map(([, value]) => value)],
  );
  if (!row) throw new ApiError(transition.refused);
  await transition.effect?.(tx, row);
  return row;
}
