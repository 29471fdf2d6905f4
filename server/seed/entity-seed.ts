/** Small helpers for the demo rows a screen's entity seeds (deterministic: fixed dates and a seeded Random). */
import type { Queryable } from '../db/types';
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
