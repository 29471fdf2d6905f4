/**
 * Review queues (lib/review-queue.ts): 20 reviewers work one queue of 200 items in random interleavings (fast-check's
 * scheduler orders every step of every reviewer), some walking away so that their claim expires. Every item is
 * decided exactly once, none is left behind, and no item is ever handed to a reviewer while another holds it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/open';
import type { Db } from '../db/types';
import { REVIEW_CLAIM_SQL } from '../db/migrations-review';
import { claimNext, mayDecide, releaseClaim, type QueueSpec } from '../lib/review-queue';
import { emptyDatabase } from './templates';

const ITEMS = 200;
const REVIEWERS = 20;
const SPEC: QueueSpec = {
  name: 'test',
  from: 'queue_item q',
  id: 'q.id',
  pending: 'q.status = 1',
  order: 'q.created, q.id',
};

let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory', loadFrom: emptyDatabase() });
  await db.exec('CREATE TABLE staff_user (id integer PRIMARY KEY)');
  await db.exec(`INSERT INTO staff_user (id) SELECT generate_series(1, ${REVIEWERS})`);
  await db.exec(REVIEW_CLAIM_SQL);
  await db.exec('CREATE TABLE queue_item (id integer PRIMARY KEY, status integer NOT NULL, created integer NOT NULL)');
});
afterAll(() => db.close());

async function reset(): Promise<void> {
  await db.exec('DELETE FROM review_claim; DELETE FROM queue_item');
  await db.query(
    `INSERT INTO queue_item (id, status, created) SELECT g, 1, (g * 7919) % ${ITEMS} FROM generate_series(1, ${ITEMS}) g`,
  );
}

describe('review queue', () => {
  it('hands each item to one reviewer at a time, loses none when a claim expires, decides each once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.nat(99), { minLength: 50, maxLength: 50 }), async (s, walkAways) => {
        await reset();
        /** item → the reviewer holding it (the model of the live claims), and each item's decisions. */
        const held = new Map<number, number>();
        const decided = new Map<number, number>();
        const handedWhileHeld: string[] = [];
        let steps = 0;
        const step = <T>(label: string, run: () => Promise<T>): Promise<T> =>
          s.schedule(Promise.resolve(label)).then(run);
        const reviewer = async (id: number): Promise<void> => {
          for (;;) {
            const claim = await step(`claim ${id}`, () => claimNext(db, SPEC, id, { seconds: 60 }));
            if (!claim) return;
            const other = held.get(claim.itemId);
            if (other !== undefined && other !== id) handedWhileHeld.push(`${claim.itemId}: ${other} and ${id}`);
            held.set(claim.itemId, id);
            steps += 1;
            if ((walkAways[steps % walkAways.length] ?? 0) < 5) {
              // Walks away: the claim passes its limit; the item is pending for everyone again.
              await step(`expire ${id}`, () =>
                db.query(`UPDATE review_claim SET expires_at = now() - interval '1 second' WHERE holder_id = $1`, [id]),
              );
              held.delete(claim.itemId);
              continue;
            }
            await step(`decide ${id}`, () =>
              db.transaction(async (tx) => {
                if (!(await mayDecide(tx, SPEC.name, claim.itemId, id))) return;
                const done = await tx.query(
                  'UPDATE queue_item SET status = 2 WHERE id = $1 AND status = 1 RETURNING id',
                  [claim.itemId],
                );
                if (done.length) decided.set(claim.itemId, (decided.get(claim.itemId) ?? 0) + 1);
                await releaseClaim(tx, SPEC.name, claim.itemId);
              }),
            );
            held.delete(claim.itemId);
          }
        };
        await s.waitFor(Promise.all(Array.from({ length: REVIEWERS }, (_, index) => reviewer(index + 1))));
        expect(handedWhileHeld).toEqual([]);
        expect(decided.size).toBe(ITEMS);
        expect([...decided.values()].every((count) => count === 1)).toBe(true);
        const [left] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM queue_item WHERE status = 1');
        expect(left?.n).toBe(0);
        const [claims] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_claim');
        expect(claims?.n).toBe(0);
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  it('a reviewer holds one item per queue: asking again answers the same claim', async () => {
    await reset();
    const first = await claimNext(db, SPEC, 7);
    const again = await claimNext(db, SPEC, 7);
    expect(again?.itemId).toBe(first?.itemId);
    const other = await claimNext(db, SPEC, 8);
    expect(other?.itemId).not.toBe(first?.itemId);
    expect(await mayDecide(db, SPEC.name, first?.itemId ?? 0, 8)).toBe(false);
    expect(await mayDecide(db, SPEC.name, first?.itemId ?? 0, 7)).toBe(true);
  });
});
