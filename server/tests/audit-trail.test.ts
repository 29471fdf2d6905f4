/**
 * The audit trail (server/db/audit.ts): every change a route makes is recorded with its actor in the same
 * transaction, whatever the method; a refused change leaves no record; the table refuses edits and a tampered
 * record breaks the hash chain; GET-style writes are audited and never run for a HEAD.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../db/audit-chain';
import type { Db } from '../db/types';
import { encodeId } from '../http/xboot-ids';
import { startTestServer, type TestContext } from './helpers';

let ctx: TestContext;
let db: Db;

beforeAll(async () => {
  ctx = await startTestServer();
  db = ctx.server.db;
}, 120_000);

afterAll(async () => {
  await ctx?.server.close();
});

interface AuditRow {
  id: number;
  actorId: number | null;
  actorName: string;
  route: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  memberId: number | null;
  changes: Record<string, [unknown, unknown]>;
  reason: string | null;
}

const AUDIT_SELECT = `SELECT id::int, actor_id AS "actorId", actor_name AS "actorName", route, action, entity,
  entity_id AS "entityId", member_id AS "memberId", changes, reason FROM audit_trail`;

const lastId = async (): Promise<number> =>
  (await db.query<{ n: number }>('SELECT COALESCE(MAX(id), 0)::int AS n FROM audit_trail'))[0]?.n ?? 0;

const since = (id: number): Promise<AuditRow[]> =>
  db.query<AuditRow>(`${AUDIT_SELECT} WHERE id > $1 ORDER BY id`, [id]);

const adminId = async (): Promise<number> =>
  (await db.query<{ id: number }>("SELECT id FROM staff_user WHERE username = 'admin'"))[0]?.id ?? 0;

describe('what a change records', () => {
  it('a manual credit: the member balance before and after, the ledger row, the actor, route and reason', async () => {
    const from = await lastId();
    const credit = await ctx.admin.body<{ before: string; after: string }>('/wallet/user/balance_update', {
      uid: 10007,
      currency: 'RMB',
      type: 1,
      amount: '12.30',
      remark: '活动补发',
    });
    expect(credit.success).toBe(true);
    const rows = await since(from);
    const balance = rows.find((row) => row.entity === 'member');
    expect(balance).toMatchObject({
      action: 'update',
      entityId: '10007',
      memberId: 10007,
      actorId: await adminId(),
      actorName: 'admin',
      route: 'POST /admin-api/wallet/user/balance_update',
      reason: '活动补发',
    });
    expect(balance?.changes.rmb_balance).toEqual([Number(credit.result.before), Number(credit.result.after)]);
    expect(rows.find((row) => row.entity === 'wallet_change')).toMatchObject({ action: 'insert', memberId: 10007 });
  });

  it('a refused change (a debit above the balance) leaves no record', async () => {
    const from = await lastId();
    const refused = await ctx.admin.body('/wallet/user/balance_update', {
      uid: 10007,
      currency: 'USDT',
      type: 2,
      amount: '999999999',
      remark: '扣款',
    });
    expect(refused.message).toBe('余额不足');
    expect(await since(from)).toEqual([]);
  });

  it('a staff password change is recorded as changed, never its value', async () => {
    const from = await lastId();
    const staff = await db.query<{ id: number }>(
      "SELECT id FROM staff_user WHERE username NOT IN ('admin', 'operator') ORDER BY id LIMIT 1",
    );
    const reset = await ctx.admin.form('/xboot/user/resetPass', {
      ids: encodeId(staff[0]?.id ?? 0),
      password: 'changed1',
    });
    expect(reset.success).toBe(true);
    const row = (await since(from)).find((record) => record.entity === 'staff_user');
    expect(row?.changes.password_hash).toEqual(['******', '******']);
  });
});

describe('writes whatever the method', () => {
  it('a GET-style delete (§7.5 banner delete) is recorded with its actor; a HEAD on it changes nothing', async () => {
    const [banner] = await db.query<{ id: number }>('SELECT id FROM banner_config ORDER BY id DESC LIMIT 1');
    const url = `${ctx.server.url}/admin-api/banner/config/delete?id=${banner?.id}`;
    const head = await fetch(url, { method: 'HEAD', headers: { accessToken: ctx.admin.token ?? '' } });
    expect(head.status).toBe(405);
    expect(await db.query('SELECT id FROM banner_config WHERE id = $1', [banner?.id])).toHaveLength(1);
    const from = await lastId();
    expect((await ctx.admin.get('/banner/config/delete', { id: banner?.id })).success).toBe(true);
    expect(await since(from)).toMatchObject([
      { action: 'delete', entity: 'banner_config', entityId: String(banner?.id), actorName: 'admin' },
    ]);
  });

  it('clearing the operation log (§7.3 delAll) is recorded with how many rows went', async () => {
    const from = await lastId();
    expect((await ctx.admin.form('/xboot/log/delAll')).success).toBe(true);
    const [row] = await since(from);
    expect(row).toMatchObject({ action: 'delete', entity: 'sys_log', actorName: 'admin' });
    expect(Number(row?.changes.rows?.[0])).toBeGreaterThan(0);
  });
});

describe('property: every balance change has exactly one record with its before and after', () => {
  it('over random credits and debits, some at once on the same member', async () => {
    const members = [10011, 10012, 10013];
    const step = fc.record({
      uid: fc.constantFrom(...members),
      currency: fc.constantFrom('USDT', 'RMB'),
      type: fc.constantFrom(1, 2),
      amount: fc.integer({ min: 1, max: 50_000 }).map((cents) => (cents / 100).toFixed(2)),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        async (rounds) => {
          const from = await lastId();
          const fromChange =
            (await db.query<{ n: number }>('SELECT COALESCE(MAX(id), 0)::int AS n FROM wallet_change'))[0]?.n ?? 0;
          for (const round of rounds)
            await Promise.all(
              round.map((op) => ctx.admin.body('/wallet/user/balance_update', { ...op, remark: 'property' })),
            );
          const changes = await db.query<{ uid: number; currency: string; before: string; after: string }>(
            `SELECT uid, currency, balance_before::text AS before, balance_after::text AS after FROM wallet_change
           WHERE id > $1 ORDER BY id`,
            [fromChange],
          );
          const records = (await since(from)).filter((row) => row.entity === 'member');
          const moved = records.map((row) => {
            const column = row.changes.usdt_balance ? 'USDT' : 'RMB';
            const [before, after] = row.changes[column === 'USDT' ? 'usdt_balance' : 'rmb_balance'] ?? [];
            return { uid: row.memberId, currency: column, before: Number(before), after: Number(after) };
          });
          expect(moved).toEqual(
            changes.map((change) => ({
              uid: change.uid,
              currency: change.currency,
              before: Number(change.before),
              after: Number(change.after),
            })),
          );
          expect((await verifyAuditChain(db)).ok).toBe(true);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('the trail itself', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    for (const sql of [
      "UPDATE audit_trail SET actor_name = 'someone' WHERE id = 1",
      'DELETE FROM audit_trail WHERE id = 1',
      'TRUNCATE audit_trail',
    ])
      await expect(db.query(sql)).rejects.toThrow(/append-only/);
  });

  it('verifies, and finds an edited record, a removed one and a removed tail', async () => {
    const good = await verifyAuditChain(db);
    expect(good.ok).toBe(true);
    expect(good.checked).toBeGreaterThan(3);
    // Tampering as someone with the database's owner rights: the table's triggers off for a moment.
    const tamper = (sql: string, params: string[] = []): Promise<void> =>
      db.transaction(async (tx) => {
        await tx.exec('ALTER TABLE audit_trail DISABLE TRIGGER USER');
        await tx.query(sql, params);
        await tx.exec('ALTER TABLE audit_trail ENABLE TRIGGER USER');
      });
    const [original] = await db.query<{ actorName: string }>(
      'SELECT actor_name AS "actorName" FROM audit_trail WHERE id = 2',
    );
    await tamper("UPDATE audit_trail SET actor_name = 'someone else' WHERE id = 2");
    expect((await verifyAuditChain(db)).broken).toEqual({ id: 2, reason: 'its content does not match its hash' });
    await tamper('UPDATE audit_trail SET actor_name = $1 WHERE id = 2', [original?.actorName ?? '']);
    expect((await verifyAuditChain(db)).ok).toBe(true);

    const head = good.head ?? { id: 0, hash: '' };
    await tamper('DELETE FROM audit_trail WHERE id = $1', [String(head.id)]);
    expect((await verifyAuditChain(db)).ok).toBe(true);
    expect(await verifyAuditChain(db, head)).toMatchObject({ ok: false, broken: { reason: 'the noted head is gone' } });

    await tamper('DELETE FROM audit_trail WHERE id = 3');
    expect((await verifyAuditChain(db)).broken).toEqual({ id: 4, reason: 'record 3 is missing' });
  });
});

describe('identity, not names', () => {
  it('a credit is recorded as its maker’s id and username whatever nickname they give themselves', async () => {
    const [operatorUser] = await db.query<{ nickname: string }>(
      "SELECT nickname FROM staff_user WHERE username = 'operator'",
    );
    expect((await ctx.admin.form('/xboot/user/edit', { nickname: operatorUser?.nickname })).success).toBe(true);
    const credit = await ctx.admin.body('/wallet/user/balance_update', {
      uid: 10021,
      currency: 'USDT',
      type: 1,
      amount: '5',
      remark: '改名后',
    });
    expect(credit.success).toBe(true);
    const [row] = await db.query<{ operator: string; operatorId: number }>(
      'SELECT operator, operator_id AS "operatorId" FROM wallet_change WHERE uid = 10021 ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({ operator: 'admin', operatorId: await adminId() });
  });

  it('renaming oneself does not make one’s own large credit reviewable by oneself', async () => {
    const credit = await ctx.admin.body('/wallet/user/balance_update', {
      uid: 10022,
      currency: 'USDT',
      type: 1,
      amount: '10000',
      remark: '大额',
    });
    expect(credit.success).toBe(true);
    const [change] = await db.query<{ id: number }>(
      'SELECT id FROM wallet_change WHERE uid = 10022 AND review_status = 1 ORDER BY id DESC LIMIT 1',
    );
    expect((await ctx.admin.form('/xboot/user/edit', { nickname: 'x-renamed' })).success).toBe(true);
    const review = await ctx.admin.body('/wallet/change/review', { id: change?.id, status: 2 });
    expect(review.message).toBe('不能复核自己发起的变动');
  });
});
