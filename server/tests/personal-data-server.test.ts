/**
 * Members' personal data through the server (docs/security.md, "Personal data"): masked in lists, details, the export,
 * the palette's search and the live events for a user without `sensitive`; whole for the admin and the finance role;
 * the exact match on a masked column; the service role's audited reveal.
 */
import { extras } from '../../contract/console/extras';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../lib/session';
import { REVEAL_MESSAGES } from '../routes/personal-reveal';
import { EventStream } from './event-stream';
import { fileServer } from './file-server';
import { CONSOLE_TAB, Client, type PageResult, type Row } from './helpers';

const ctx = fileServer();

const MEMBERS = '/member-info/queryAll';
const WITHDRAWALS = '/wallet/member-withdraw/list';
const MASKED_PHONE = /^1\d\d\*{4}\d{4}$/;

/** A session of a seeded staff user, issued straight (the finance role signs in with a second factor). */
async function sessionOf(username: string): Promise<Client> {
  const [user] = await ctx.server.db.query<{ id: number }>('SELECT id FROM staff_user WHERE username = $1', [username]);
  if (!user) throw new Error(`no staff user ${username}`);
  return new Client(ctx.server.url, await issueToken(ctx.server.db, user.id, 60));
}

/** A member with a phone, a name and a withdrawal: its row in the database. */
async function member(): Promise<{ id: number; phone: string; realName: string }> {
  const [row] = await ctx.server.db.query<{ id: number; phone: string; realName: string }>(
    `SELECT m.id, m.phone, m.real_name AS "realName" FROM member m
     WHERE m.real_name <> '' AND EXISTS (SELECT 1 FROM withdraw_order w WHERE w.user_id = m.id AND w.card_no LIKE 'T%') ORDER BY m.id LIMIT 1`,
  );
  if (!row) throw new Error('no seeded member with a withdrawal');
  return row;
}

const members = async (client: Client, params: Row) =>
  (await client.body<PageResult<Row>>(MEMBERS, { page: 1, pageSize: 10, ...params })).result.records;
const withdrawals = async (client: Client, params: Row) =>
  (await client.get<{ pageInfoVO: PageResult<Row> }>(WITHDRAWALS, { page: 1, pageSize: 10, ...params })).result
    .pageInfoVO.records;

describe('personal data without `sensitive`', () => {
  it('is masked in the member list, the withdrawal list and a member detail', async () => {
    const { id, phone, realName } = await member();
    const [row] = await members(ctx.operator, { userId: id });
    expect(row?.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(row?.realName).toBe(`${Array.from(realName)[0]}${'*'.repeat(Array.from(realName).length - 1)}`);
    const orders = await withdrawals(ctx.operator, { userId: id });
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.phone).toMatch(MASKED_PHONE);
      expect(String(order.realname)).toMatch(/^.\*+$/u);
      if (order.cardNo !== null) expect(String(order.cardNo)).toMatch(/^(T\w\w…\w{4}|\*+\d{4})$/);
    }
    expect(orders.some((order) => /^T\w\w…\w{4}$/.test(String(order.cardNo)))).toBe(true);
    const detail = await ctx.operator.get<Row & { profile?: Row }>('/member-info/extraInfo', { id });
    expect(JSON.stringify(detail.result)).not.toContain(phone);
    expect(JSON.stringify(detail.result)).toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  });

  it('finds a member by the whole phone only: a part of it finds nothing (the admin still finds it)', async () => {
    const { id, phone } = await member();
    const whole = await members(ctx.operator, { phone });
    expect(whole.map((row) => row.id)).toEqual([id]);
    expect(await members(ctx.operator, { phone: phone.slice(2, 9) })).toEqual([]);
    expect((await members(ctx.admin, { phone: phone.slice(2, 9) })).map((row) => row.id)).toContain(id);
    expect((await withdrawals(ctx.operator, { phone })).every((row) => row.userId === id)).toBe(true);
    expect(await withdrawals(ctx.operator, { phone: phone.slice(0, 7) })).toEqual([]);
  });

  it('is masked in the export file', async () => {
    const { id, phone } = await member();
    // The operator may export the member list here (its own grant, this file's database only).
    await ctx.server.db.query(
      `INSERT INTO role_permission (role_id, permission_id) SELECT 2, b.id FROM permission b
       JOIN permission p ON p.id = b.parent_id WHERE p.component = 'members/user-list' AND b.button_type = 'output'`,
    );
    const body = {
      path: MEMBERS,
      params: { userId: id },
      columns: [{ key: 'phone', title: 'phone', format: 'text' }],
      fileName: 'members.csv',
    };
    const fileOf = async (client: Client): Promise<string> => {
      const response = await fetch(`${ctx.server.url}/admin-api${extras.exportCsv.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', accessToken: client.token ?? '' },
        body: JSON.stringify(body),
      });
      return response.text();
    };
    const masked = await fileOf(ctx.operator);
    expect(masked).toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(masked).not.toContain(phone);
    const before = await exportRecords();
    expect(await fileOf(ctx.admin)).toContain(phone);
    const records = await exportRecords();
    expect(records.length).toBe(before.length + 1);
    expect(records.at(-1)).toMatchObject({
      actor_name: 'admin',
      changes: { row_count: [null, 1], fields: [null, 'phone'] },
    });
  });

  it('is masked in the live events', async () => {
    const { id, phone } = await member();
    const stream = await EventStream.must(ctx.server.url, ctx.operator.token, { [CONSOLE_TAB]: 'tab-1' });
    try {
      const changed = `${phone.slice(0, 3)}9${phone.slice(4)}`;
      expect((await ctx.admin.body('/member-info/saveOrUpdate', { id, phone: changed })).code).toBe(200);
      const event = await stream.next((one) => one.event === 'change' && JSON.stringify(one.data).includes('member'));
      expect(JSON.stringify(event.data)).not.toContain(changed);
      await ctx.admin.body('/member-info/saveOrUpdate', { id, phone });
    } finally {
      stream.close();
    }
  });
});

/** The audit trail's records of exports of unmasked data. */
const exportRecords = () =>
  ctx.server.db.query<Row>(
    `SELECT actor_name, changes, reason, member_id FROM audit_trail
     WHERE entity = 'personal_data_access' AND changes -> 'kind' ->> 1 = 'export' ORDER BY id`,
  );

describe('personal data with `sensitive`', () => {
  it('is whole for the admin and the finance role', async () => {
    const { id, phone } = await member();
    const finance = await sessionOf('finance');
    for (const client of [ctx.admin, finance]) {
      expect((await members(client, { userId: id }))[0]?.phone).toBe(phone);
      expect((await withdrawals(client, { userId: id }))[0]?.phone).toBe(phone);
    }
  });
});

describe('the reveal', () => {
  const reveal = (client: Client, body: Row) =>
    client.body<{ id: number; values: Row }>(extras.personalReveal.path, body);

  it("shows the service role one record's personal data whole, and the audit trail records it", async () => {
    const { id, phone, realName } = await member();
    const service = await sessionOf('service');
    expect((await members(service, { userId: id }))[0]?.phone).toMatch(MASKED_PHONE);
    const reason = '会员来电核对身份';
    const answer = await reveal(service, { path: MEMBERS, id, reason });
    expect(answer.code, answer.message).toBe(200);
    expect(answer.result.values).toMatchObject({ phone, realName });
    const [record] = await ctx.server.db.query<Row>(
      `SELECT actor_name, member_id, reason, changes FROM audit_trail
       WHERE entity = 'personal_data_access' ORDER BY id DESC LIMIT 1`,
    );
    expect(record).toMatchObject({ actor_name: 'service', member_id: id, reason });
    expect(JSON.stringify(record?.changes)).toContain('phone');
    expect(JSON.stringify(record?.changes)).not.toContain(phone);
    const [order] = await withdrawals(service, { userId: id });
    const orderAnswer = await reveal(service, { path: WITHDRAWALS, id: order?.id, reason });
    expect(orderAnswer.result.values).toMatchObject({ phone, realname: realName });
  });

  it('is refused without a reason, with one too long, without `reveal`, and on a list that allows none', async () => {
    const { id } = await member();
    const service = await sessionOf('service');
    expect(await reveal(service, { path: MEMBERS, id, reason: '  ' })).toMatchObject({
      message: REVEAL_MESSAGES.reasonRequired,
      success: false,
    });
    expect((await reveal(service, { path: MEMBERS, id, reason: '因'.repeat(201) })).message).toBe(
      REVEAL_MESSAGES.reasonTooLong,
    );
    expect(await reveal(ctx.operator, { path: MEMBERS, id, reason: '核对' })).toMatchObject({ code: 403 });
    await expect(reveal(service, { path: '/wallet/member-trc20/usdt', id, reason: '核对' })).rejects.toThrow(
      'HTTP 400',
    );
  });
});
