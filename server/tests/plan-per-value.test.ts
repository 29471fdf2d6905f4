/**
 * Reads planned per value (db/types.ts PLAN_PER_VALUE): a search by a staff or member name is planned for the name
 * sent, where PGlite keeps generic plans. A generic plan read every row a common name's grams matched and sorted them
 * (seconds at a tenth of the volume, bench/results/volume.md); the kept totals of such a search skip the grams.
 */
import { describe, expect, it } from 'vitest';
import { PLAN_PER_VALUE } from '../db/types';
import { mayWrite } from '../db/writes';
import { withoutGrams } from '../kit/filters';
import { fileServer } from './file-server';
import { statementsOf } from './plans';

const ctx = fileServer();
const MODE = "SELECT current_setting('plan_cache_mode') AS mode";

/** The statements the server runs during `run`. */
const statements = async (run: () => Promise<unknown>): Promise<string[]> =>
  (await statementsOf(ctx.server.db, run)).map(([sql]) => sql);

describe('reads planned per value', () => {
  it('are reads', () => {
    expect(mayWrite(`${PLAN_PER_VALUE}SELECT 1`)).toBe(false);
    expect(mayWrite(`${PLAN_PER_VALUE}UPDATE member SET status = 0`)).toBe(true);
  });

  it('run with custom plans on PGlite, and the session goes back to generic ones, also after an error', async () => {
    const db = ctx.server.db;
    expect(db.kind).toBe('pglite');
    const mode = async (sql: string) => (await db.query<{ mode: string }>(sql))[0]?.mode;
    expect(await mode(`${PLAN_PER_VALUE}${MODE}`)).toBe('force_custom_plan');
    expect(await mode(MODE)).toBe('force_generic_plan');
    await expect(
      db.query(`${PLAN_PER_VALUE}SELECT 1 / (SELECT count(*) FROM member WHERE id < 0) AS x`),
    ).rejects.toThrow();
    expect(await mode(MODE)).toBe('force_generic_plan');
  });

  it('are what a name search sends, its kept totals without the grams', async () => {
    const byReviewer = await statements(() => ctx.admin.get('/wallet/member-withdraw/list', { handler: 'adm' }));
    const list = byReviewer.find((sql) => sql.includes('FROM withdraw_order w') || sql.includes('withdraw_order w '));
    expect(list?.startsWith(PLAN_PER_VALUE), list).toBe(true);
    // The totals part of the list's statement (the page follows it, with the grams).
    const statement = byReviewer.find((sql) => sql.includes('kept_withdraw_order')) ?? '';
    const totals = statement.slice(0, statement.indexOf(') totals'));
    expect(totals).toMatch(/kept_withdraw_order w WHERE w\.handler ILIKE/);
    expect(totals).not.toMatch(/name_grams\(/);
    const byStatus = await statements(() => ctx.admin.get('/wallet/member-withdraw/list', { status: '1' }));
    expect(byStatus.some((sql) => sql.startsWith(PLAN_PER_VALUE))).toBe(false);
  });

  it('keep every condition but the grams in the kept totals', () => {
    expect(
      withoutGrams(
        "WHERE w.status = $1 AND name_grams(w.handler) @> name_query_grams($2) AND w.handler ILIKE '%' || $2 || '%'",
      ),
    ).toBe("WHERE w.status = $1 AND w.handler ILIKE '%' || $2 || '%'");
  });
});
