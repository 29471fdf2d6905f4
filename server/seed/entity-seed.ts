/** Small helpers for the demo rows a screen's entity seeds (deterministic: fixed dates and a seeded Random). */
import type { Queryable, SqlParam } from '../db/types';
import type { Columns, Table } from '../lib/table';
import { insertRows } from '../kit/mutations';
import { DAY_MS, seedTime, windowEndMs } from './dates';
import { Random } from './random';

/** The seeded members' ids (the core seed's), oldest first. */
export async function memberIds(db: Queryable, limit = 320): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM member ORDER BY id LIMIT $1', [limit]);
  if (rows.length === 0) throw new Error('entity seed: no members');
  return rows.map((row) => row.id);
}

/** A Random of its own per entity, so adding one seed never changes another's rows. */
export const seedRandom = (salt: number): Random => new Random(20261101 + salt);

/** A wall-clock time within the `days` before the seed window's end. */
export const recentTime = (rng: Random, days: number): string =>
  seedTime(windowEndMs() - DAY_MS * days + rng.int(0, days * 86400 - 1) * 1000);

/** The whole numbers `first` to `last`: the index of each demo row. */
export const seq = (first: number, last: number): number[] =>
  Array.from({ length: Math.max(0, last - first + 1) }, (_, k) => first + k);

/** One demo row of a table, by field name; a field left out takes its column's default. */
export type SeedRow<C extends Columns> = { readonly [K in keyof C]?: SqlParam };

/**
 * An entity's `seed` from its demo rows declared by field: the table's declaration names the columns and the kit
 * writes the INSERT (`insertRows`), so a screen states no SQL for its demo data. Every row gives the same fields.
 */
export const seedRows =
  <C extends Columns>(
    of: Table<C>,
    rows: (db: Queryable) => readonly SeedRow<C>[] | Promise<readonly SeedRow<C>[]>,
  ): ((db: Queryable) => Promise<void>) =>
  async (db) =>
    insertRows(db, of, await rows(db));
