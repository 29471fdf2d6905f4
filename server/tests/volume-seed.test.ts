/**
 * The volume seed (server/seed/volume.ts) at a small size: its rows are consistent, and its referral tree has the
 * usual shape (a few members with many referrals, most with one or none, uplines a few levels deep), so the team
 * lists' timings at volume measure a real tree, not one member referring every other.
 */
import { describe, expect, it } from 'vitest';
import { keptOf } from '../kit/kept-totals';
import { loadScreens } from '../kit/discover';
import { seedVolume } from '../seed/volume';
import { fileServer } from './file-server';

const ctx = fileServer();
const MEMBERS = 4000;

describe('the volume seed', () => {
  it('adds members whose referral tree has the usual shape', async () => {
    const db = ctx.server.db;
    await seedVolume(db, { members: MEMBERS }, keptOf(await loadScreens()));
    const [tree] = await db.query<{ added: number; referred: number; widest: number; grand: number; deep: number }>(
      `WITH added AS (SELECT * FROM member ORDER BY id DESC LIMIT $1)
       SELECT count(*)::int AS added,
         count(referrer_id)::int AS referred,
         (SELECT max(n)::int FROM (SELECT count(*) AS n FROM added GROUP BY referrer_id
                                   HAVING referrer_id IS NOT NULL) c) AS widest,
         (SELECT count(*)::int FROM added m JOIN member p ON p.id = m.referrer_id
            WHERE p.referrer_id IS NOT NULL) AS grand,
         (WITH RECURSIVE up(id, depth) AS (SELECT id, 0 FROM added
            UNION ALL SELECT m.referrer_id, up.depth + 1 FROM up JOIN member m ON m.id = up.id
            WHERE m.referrer_id IS NOT NULL AND up.depth < 100)
          SELECT max(depth)::int FROM up) AS deep
       FROM added`,
      [MEMBERS],
    );
    expect(tree?.added).toBe(MEMBERS);
    // About 95 % are referred; no member refers more than a few per cent of them; most have an indirect upline.
    expect(tree?.referred).toBeGreaterThan(MEMBERS * 0.9);
    expect(tree?.widest).toBeLessThan(MEMBERS * 0.05);
    expect(tree?.grand).toBeGreaterThan(MEMBERS * 0.8);
    expect(tree?.deep).toBeGreaterThanOrEqual(4);
    // Its rows' upline depths, written with the trigger that keeps them off, are their depths.
    const [wrong] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM member m LEFT JOIN member p ON p.id = m.referrer_id
       WHERE m.upline_depth <> CASE WHEN m.referrer_id IS NULL THEN 0 WHEN p.referrer_id IS NULL THEN 1 ELSE 2 END`,
    );
    expect(wrong?.n).toBe(0);
  }, 120_000);
});
