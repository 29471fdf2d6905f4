/**
 * A member's upline depth (db/migrations-volume.ts, 76): kept on its row by triggers, it is the number of uplines it
 * has up to two after any referrer change, and the subordinates lists' totals before a member is picked read the
 * kept figures by it and equal the members they list. The change of a depth alone is not in the audit trail.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileServer } from './file-server';
import { restoringEnv } from './helpers';

const ctx = fileServer();
const restoreEnv = restoringEnv('LIST_TOTALS_TTL_MS');

/** Members whose kept depth is not their depth counted through the referrers. */
async function wrongDepths(): Promise<number> {
  const [row] = await ctx.server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM member m LEFT JOIN member p ON p.id = m.referrer_id
     WHERE m.upline_depth <> CASE WHEN m.referrer_id IS NULL THEN 0 WHEN p.referrer_id IS NULL THEN 1 ELSE 2 END`,
  );
  return row?.n ?? -1;
}

/** A list's total, the statement that counted it, and the rows it lists counted by hand. */
async function totals(path: string, joins: string): Promise<{ total: number; kept: boolean; counted: number }> {
  const db = ctx.server.db;
  const original = db.query.bind(db);
  let kept = false;
  db.query = ((sql: string, params?: Parameters<typeof original>[1]) => {
    if (sql.includes('kept_member')) kept = true;
    return original(sql, params);
  }) as typeof db.query;
  try {
    const answer = await ctx.admin.get<{ total: number }>(path, { pageNumber: '1', pageSize: '1' });
    const [row] = await original<{ n: number }>(`SELECT count(*)::int AS n FROM member m ${joins}`);
    return { total: answer.result.total, kept, counted: row?.n ?? -1 };
  } finally {
    db.query = original;
  }
}

/** A referrer change staff or a job could make: a member moved under another, or made a root. */
const change = fc.record({ member: fc.nat(400), referrer: fc.option(fc.nat(400), { freq: 4 }) });

describe('upline depth', () => {
  it('is every seeded member’s number of uplines, up to two', async () => {
    expect(await wrongDepths()).toBe(0);
  });

  it('follows any referrer change, and the subordinates lists’ totals are read from the kept figures', async () => {
    process.env.LIST_TOTALS_TTL_MS = '0';
    try {
      const ids = (await ctx.server.db.query<{ id: number }>('SELECT id FROM member ORDER BY id LIMIT 401')).map(
        (row) => row.id,
      );
      const pick = (index: number): number => ids[index % ids.length] ?? 0;
      await fc.assert(
        fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
          for (const { member, referrer } of changes) {
            // No member refers itself or one of its own subordinates (a cycle has no depth).
            await ctx.server.db.query(
              `UPDATE member SET referrer_id = $2 WHERE id = $1 AND ($2::int IS NULL OR NOT EXISTS (
                 WITH RECURSIVE down(id) AS (SELECT $1::int UNION SELECT m.id FROM member m JOIN down d
                   ON m.referrer_id = d.id) SELECT 1 FROM down WHERE id = $2::int))`,
              [pick(member), referrer === null ? null : pick(referrer)],
            );
          }
          expect(await wrongDepths()).toBe(0);
          const direct = await totals('/myTeam/teamDirectFriends', 'JOIN member p ON p.id = m.referrer_id');
          expect(direct).toEqual({ total: direct.counted, kept: true, counted: direct.counted });
          const indirect = await totals(
            '/myTeam/teamIndirectFriends',
            'JOIN member p ON p.id = m.referrer_id JOIN member g ON g.id = p.referrer_id',
          );
          expect(indirect).toEqual({ total: indirect.counted, kept: true, counted: indirect.counted });
        }),
        { numRuns: 15 },
      );
    } finally {
      restoreEnv();
    }
  }, 120_000);

  it('is not recorded in the audit trail alone', async () => {
    const [trail] = await ctx.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_trail WHERE entity = 'member' AND changes ? 'upline_depth'
         AND action = 'update' AND NOT changes ? 'referrer_id'`,
    );
    expect(trail?.n).toBe(0);
  });
});
