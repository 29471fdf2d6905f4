/**
 * Verifying the audit trail's chain (see audit.ts): each record's hash recomputed from its content, each record linked
 * to the one before, ids without gaps, and a head noted earlier still in place.
 */
import { createHash } from 'node:crypto';
import { CANONICAL_SQL, GENESIS } from './audit';
import type { Queryable } from './types';

export interface ChainCheck {
  ok: boolean;
  /** Records checked. */
  checked: number;
  /** The newest record: note it, and a later check can tell whether the chain still ends in it. */
  head: { id: number; hash: string } | null;
  /** The first record that does not verify, and why. */
  broken?: { id: number; reason: string };
}

const BATCH = 5000;

/**
 * Recomputes every record's hash in Node (not with the database's own function) and checks that ids follow each
 * other from 1 and that each record links to the one before. `anchor`: a head noted earlier must still be there.
 */
export async function verifyAuditChain(db: Queryable, anchor?: { id: number; hash: string }): Promise<ChainCheck> {
  let previous = GENESIS;
  let expectedId = 1;
  let checked = 0;
  let head: ChainCheck['head'] = null;
  for (;;) {
    const rows = await db.query<{ id: string; canonical: string; hash: string; prevHash: string }>(
      `SELECT a.id::text AS id, ${CANONICAL_SQL} AS canonical, a.hash, a.prev_hash AS "prevHash"
       FROM audit_trail a WHERE a.id >= $1 ORDER BY a.id LIMIT ${BATCH}`,
      [expectedId],
    );
    for (const row of rows) {
      const id = Number(row.id);
      const fail = (reason: string): ChainCheck => ({ ok: false, checked, head, broken: { id, reason } });
      if (id !== expectedId) return fail(`record ${expectedId} is missing`);
      if (row.prevHash !== previous) return fail('does not link to the record before it');
      const hash = createHash('sha256').update(row.canonical, 'utf8').digest('hex');
      if (hash !== row.hash) return fail('its content does not match its hash');
      if (anchor && id === anchor.id && hash !== anchor.hash) return fail('differs from the noted head');
      previous = hash;
      expectedId += 1;
      checked += 1;
      head = { id, hash };
    }
    if (rows.length < BATCH) break;
  }
  if (anchor && (head === null || head.id < anchor.id))
    return { ok: false, checked, head, broken: { id: anchor.id, reason: 'the noted head is gone' } };
  return { ok: true, checked, head };
}
