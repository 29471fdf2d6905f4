/**
 * A row's history (server/routes/record-history.ts, docs/audit-trail.md "History on every record"): a withdrawal
 * reviewed through its review call shows that change — status, handler, remark, who, from where and why — newest
 * first and paged, to whoever may view the withdrawal list and to nobody else; members' personal values in it are
 * masked for a user without `sensitive`; a system page's row is found by its snowflake id.
 */
import type { HistoryRecord } from '../../contract/system/audit-trail';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeId } from '../http/xboot-ids';
import { hashPassword } from '../lib/password';
import { fileServer } from './file-server';
import { login, type Client, type PageResult } from './helpers';

const ctx = fileServer();
const PAGE = 'finance/withdraw-orders';
const REVIEW = '/wallet/member-withdraw/withdraw/review';
const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

const history = (client: Client, query: Record<string, string | number>) =>
  client.get<PageResult<HistoryRecord>>('/history', query);

/** A staff user whose one role holds the member list (with view) and the withdrawal list's page without its view. */
async function memberListOnly(): Promise<Client> {
  const db = ctx.server.db;
  await db.query(
    `INSERT INTO staff_user (username, password_hash, nickname, status, create_time)
     VALUES ('members-only', $1, 'members-only', 0, '2026-11-01 00:00:00')`,
    [await hashPassword('123456')],
  );
  await db.query("INSERT INTO role (name, description) VALUES ('ROLE_MEMBERS_ONLY', 'the member list, nothing else')");
  await db.query(
    `INSERT INTO role_permission (role_id, permission_id)
     SELECT r.id, p.id FROM role r, permission p
     WHERE r.name = 'ROLE_MEMBERS_ONLY' AND (p.component IN ('members/user-list', $1) OR (p.button_type = 'view'
       AND p.parent_id = (SELECT id FROM permission WHERE component = 'members/user-list')))`,
    [PAGE],
  );
  await db.query(
    `INSERT INTO user_role (user_id, role_id) SELECT u.id, r.id FROM staff_user u, role r
     WHERE u.username = 'members-only' AND r.name = 'ROLE_MEMBERS_ONLY'`,
  );
  return login(ctx.server.url, 'members-only');
}

describe("a withdrawal's history", () => {
  let approved: number;
  let rejected: number;

  beforeAll(async () => {
    const pending = await ctx.server.db.query<{ id: number }>(
      'SELECT id FROM withdraw_order WHERE status = 1 AND handler IS NULL ORDER BY id LIMIT 2',
    );
    [approved, rejected] = pending.map((row) => row.id) as [number, number];
    expect((await ctx.admin.body(REVIEW, { id: approved, status: 2, remark: null })).success).toBe(true);
    const answer = await ctx.admin.body(REVIEW, { id: rejected, status: 3, remark: '地址与实名信息不符' });
    expect(answer.success, answer.message).toBe(true);
  });

  it('shows the review: status 1 → 2 and the handler, by admin, from its address, through the review call', async () => {
    const answer = await history(ctx.admin, { page: PAGE, id: String(approved) });
    expect(answer.code, answer.message).toBe(200);
    const [review] = answer.result.records;
    expect(review).toMatchObject({
      action: 'update',
      entity: 'withdraw_order',
      entityId: String(approved),
      actorName: 'admin',
      actorId: expect.any(Number),
      ip: expect.any(String),
      route: `POST /admin-api${REVIEW}`,
    });
    expect(review?.changes.status).toEqual([1, 2]);
    expect(review?.changes.handler).toEqual([null, 'admin']);
    expect(review?.createdTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('shows a rejection: status 1 → 3, the remark written and given as the reason', async () => {
    const [review] = (await history(ctx.admin, { page: PAGE, id: String(rejected) })).result.records;
    expect(review?.changes.status).toEqual([1, 3]);
    expect(review?.changes.handler).toEqual([null, 'admin']);
    expect(review?.changes.remark).toEqual([null, '地址与实名信息不符']);
    expect(review?.reason).toBe('地址与实名信息不符');
  });

  it('is that row only, newest first, paged as the other lists', async () => {
    await ctx.server.db.query('UPDATE withdraw_order SET card_no = $2 WHERE id = $1', [rejected, ADDRESS]);
    const all = (await history(ctx.admin, { page: PAGE, id: String(rejected) })).result;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(
      all.records.every((record) => record.entity === 'withdraw_order' && record.entityId === String(rejected)),
    ).toBe(true);
    expect(all.records.map((record) => record.id)).toEqual(
      [...all.records.map((record) => record.id)].sort((a, b) => b - a),
    );
    expect(all.records[0]?.actorName).toBe('system');
    const second = (await history(ctx.admin, { page: PAGE, id: String(rejected), pageNumber: 2, pageSize: 1 })).result;
    expect(second).toMatchObject({ current: 2, size: 1, total: all.total, pages: all.total });
    expect(second.records.map((record) => record.id)).toEqual([all.records[1]?.id]);
    expect((await history(ctx.admin, { page: PAGE, id: '999999999' })).result).toMatchObject({ records: [], total: 0 });
  });

  it("masks members' personal values for the operator (no sensitive), not for the admin", async () => {
    const [admin] = (await history(ctx.admin, { page: PAGE, id: String(rejected) })).result.records;
    expect(admin?.changes.card_no?.[1]).toBe(ADDRESS);
    const answer = await history(ctx.operator, { page: PAGE, id: String(rejected) });
    expect(answer.code, answer.message).toBe(200);
    const [operator] = answer.result.records;
    expect(operator?.changes.card_no?.[1]).toBe('TJR…RTv8');
    expect(JSON.stringify(answer.result)).not.toContain(ADDRESS);
  });

  it('refuses a user whose menu lacks the page, or its view; that user still reads the pages it views', async () => {
    const other = await memberListOnly();
    expect(await history(other, { page: PAGE, id: String(rejected) })).toMatchObject({ code: 403, success: false });
    expect((await history(other, { page: 'members/user-list', id: '10031' })).code).toBe(200);
    expect(await history(ctx.anonymous, { page: PAGE, id: String(rejected) })).toMatchObject({ code: 401 });
  });

  it('refuses a page without an audited list and an id that is not one: HTTP 400, code 400', async () => {
    const refused = async (query: Record<string, string>): Promise<unknown> => {
      const response = await fetch(`${ctx.server.url}/admin-api/history?${new URLSearchParams(query).toString()}`, {
        headers: { accessToken: ctx.admin.token ?? '' },
      });
      return { status: response.status, code: ((await response.json()) as { code: number }).code };
    };
    for (const page of ['nope', 'system/audit-trail', 'system/logs', ''])
      expect(await refused({ page, id: '1' }), page).toEqual({ status: 400, code: 400 });
    for (const id of ['abc', '1'.repeat(20), '-1', ''])
      expect(await refused({ page: PAGE, id }), id).toEqual({ status: 400, code: 400 });
  });
});

describe("a system page's row", () => {
  it('is found by its snowflake id as the system list answers it', async () => {
    const [user] = await ctx.server.db.query<{ id: number }>("SELECT id FROM staff_user WHERE username = 'operator'");
    await ctx.server.db.query("UPDATE staff_user SET description = 'history test' WHERE username = 'operator'");
    const answer = await history(ctx.admin, { page: 'system/system-users', id: encodeId(user?.id ?? 0) });
    expect(answer.code, answer.message).toBe(200);
    expect(answer.result.records[0]).toMatchObject({ entity: 'staff_user', entityId: String(user?.id) });
    expect(answer.result.records[0]?.changes.description?.[1]).toBe('history test');
  });
});
