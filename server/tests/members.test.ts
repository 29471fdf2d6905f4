/** The member list and the real-name review: uniqueness, bulk test members, freeze, review once, 403. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../screens/members/user-list.rules';
import { REVIEW_MESSAGES } from '../screens/members/realname-review';
import { type Client, type Envelope, type PageResult, type Row } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

const list = (query: Record<string, unknown>) =>
  ctx.admin.body<PageResult<Row>>('/member-info/queryAll', { pageNumber: 1, pageSize: 50, ...query });
const memberRow = async (id: number): Promise<Row> => {
  const [row] = (await list({ userId: id })).result.records;
  if (!row) throw new Error(`member ${id} not listed`);
  return row;
};

describe('member seed', () => {
  it('holds at least 10,000 members whose balances and points equal the sum of their change records', async () => {
    expect((await list({})).result.total).toBeGreaterThanOrEqual(10_000);
    const [bad] = await ctx.server.db.query<{ count: number }>(
      `SELECT COUNT(*)::int AS count FROM member m
       WHERE usdt_balance <> (SELECT COALESCE(SUM(amount), 0) FROM wallet_change w WHERE w.uid = m.id AND currency = 'USDT')
          OR rmb_balance <> (SELECT COALESCE(SUM(amount), 0) FROM wallet_change w WHERE w.uid = m.id AND currency = 'RMB')
          OR score <> (SELECT COALESCE(SUM(score), 0) FROM score_record s WHERE s.uid = m.id)`,
    );
    expect(bad?.count).toBe(0);
    const [funded] = await ctx.server.db.query<{ count: number }>(
      'SELECT COUNT(*)::int AS count FROM member WHERE usdt_balance > 0',
    );
    expect(funded?.count).toBeGreaterThan(1000);
  });
});

describe('saveOrUpdate', () => {
  it('adds a member with a unique invite code, and refuses a phone another member uses', async () => {
    const added = await ctx.admin.body<number>('/member-info/saveOrUpdate', {
      phone: '13300000001',
      realName: '新会员',
      teamLevel: 2,
    });
    expect(added.code).toBe(200);
    const row = await memberRow(added.result);
    expect(row).toMatchObject({ phone: '13300000001', realName: '新会员', teamLevel: 2, isTest: false, status: 0 });
    expect(row.inviteCode).toMatch(/^[2-9A-Z]{6}$/);
    const dup = await ctx.admin.body('/member-info/saveOrUpdate', { phone: '13300000001', realName: '重复' });
    expect(dup).toMatchObject({ success: false, message: MESSAGES.phoneTaken });
    const other = await memberRow(10002);
    const moved = await ctx.admin.body('/member-info/saveOrUpdate', { id: 10002, phone: '13300000001' });
    expect(moved).toMatchObject({ success: false, message: MESSAGES.phoneTaken });
    expect((await memberRow(10002)).phone).toBe(other.phone);
    const bad = await ctx.admin.body('/member-info/saveOrUpdate', { id: 10002, phone: '2330000000' });
    expect(bad).toMatchObject({ success: false, message: MESSAGES.phoneFormat });
  });

  it('updates one field (level, phone, real name) and never the balances', async () => {
    const before = await memberRow(10003);
    expect((await ctx.admin.body('/member-info/saveOrUpdate', { id: 10003, teamLevel: 6 })).code).toBe(200);
    await ctx.admin.body('/member-info/saveOrUpdate', { id: 10003, realName: '改名', usdtBalance: 999999 });
    const after = await memberRow(10003);
    expect(after).toMatchObject({ teamLevel: 6, realName: '改名', phone: before.phone });
    expect(after.usdtBalance).toBe(before.usdtBalance);
  });
});

describe('batchInsert', () => {
  it('adds exactly `count` test members with the prefix and distinct phones', async () => {
    const answer = await ctx.admin.body<number[]>('/member-info/batchInsert', { count: 25, phonePrefix: '1555' });
    expect(answer.code).toBe(200);
    expect(answer.result).toHaveLength(25);
    const rows = await ctx.server.db.query<{ phone: string; is_test: boolean; invite_code: string }>(
      'SELECT phone, is_test, invite_code FROM member WHERE id = ANY($1::int[])',
      [answer.result],
    );
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((row) => row.phone)).size).toBe(25);
    for (const row of rows) {
      expect(row.phone).toMatch(/^1555\d{7}$/);
      expect(row.is_test).toBe(true);
      expect(row.invite_code).toMatch(/^[2-9A-Z]{6}$/);
    }
  });

  it('refuses a bad count or prefix, and a prefix with too few free phones', async () => {
    for (const [payload, message] of [
      [{ count: 0, phonePrefix: '155' }, MESSAGES.countRange],
      [{ count: 501, phonePrefix: '155' }, MESSAGES.countRange],
      [{ count: 5, phonePrefix: '25' }, MESSAGES.prefixFormat],
      [{ count: 5, phonePrefix: '17812345' }, MESSAGES.prefixFormat],
    ] as const)
      expect(await ctx.admin.body('/member-info/batchInsert', payload)).toMatchObject({ success: false, message });
    // The seed holds 17800000000–17800009699: '1780000' has 300 free phones, too few to draw 300 at random.
    const [before] = await ctx.server.db.query('SELECT COUNT(*)::int AS n FROM member');
    const full = await ctx.admin.body('/member-info/batchInsert', { count: 300, phonePrefix: '1780000' });
    expect(full).toMatchObject({ success: false, message: MESSAGES.prefixFull });
    expect((await ctx.server.db.query('SELECT COUNT(*)::int AS n FROM member'))[0]).toEqual(before);
  });
});

describe('freeze, offline, SMS counter, invite code', () => {
  it('freezes and unfreezes the selected members only', async () => {
    const frozen = await ctx.admin.body<number>('/member-info/freezeMembers', { ids: [10010, 10011], status: 1 });
    expect(frozen.result).toBe(2);
    expect((await memberRow(10010)).status).toBe(1);
    expect((await memberRow(10011)).status).toBe(1);
    expect((await memberRow(10012)).status).toBe(0);
    expect((await list({ status: 1 })).result.records.every((row) => row.status === 1)).toBe(true);
    const again = await ctx.admin.body<number>('/member-info/freezeMembers', { ids: '10010,10011', status: 1 });
    expect(again.result).toBe(0);
    expect((await ctx.admin.body<number>('/member-info/freezeMembers', { ids: [10010], status: 0 })).result).toBe(1);
    expect((await memberRow(10010)).status).toBe(0);
  });

  it('forces offline, clears the SMS counter, disables and enables the invite code', async () => {
    await ctx.server.db.query('UPDATE member SET online = true, sms_count = 7 WHERE id = 10020');
    expect((await ctx.admin.body('/member-info/offline', { id: 10020 })).code).toBe(200);
    expect((await ctx.admin.body('/member-info/clear/sms/count', { id: 10020 })).code).toBe(200);
    expect(await memberRow(10020)).toMatchObject({ online: false, smsCount: 0 });
    await ctx.admin.body('/member-info/editDisableInviteCode', { id: 10020, disabled: 1 });
    expect((await memberRow(10020)).inviteCodeDisabled).toBe(true);
    await ctx.admin.body('/member-info/editDisableInviteCode', { id: 10020, disabled: 0 });
    expect((await memberRow(10020)).inviteCodeDisabled).toBe(false);
    expect(await ctx.admin.body('/member-info/offline', { id: 999999 })).toMatchObject({ message: MESSAGES.notFound });
  });

  it('the detail answers wallets, addresses and the recent ledger rows', async () => {
    const [funded] = await ctx.server.db.query<{ id: number }>(
      'SELECT uid AS id FROM wallet_change ORDER BY id LIMIT 1',
    );
    const detail = await ctx.admin.get<Row>('/member-info/extraInfo', { id: funded?.id });
    expect(detail.result).toMatchObject({ id: funded?.id, addresses: expect.any(Array) });
    expect((detail.result.recentChanges as Row[]).length).toBeGreaterThan(0);
  });
});

describe('real-name review', () => {
  const REVIEW = '/member-info/realName/review';
  const pending = async (): Promise<Row[]> =>
    (await ctx.admin.get<PageResult<Row>>('/member-info/realName/list', { realNameStatus: 1, pageSize: 50 })).result
      .records;

  it('lists only applications under review, with their ID images', async () => {
    const rows = await pending();
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.realNameStatus).toBe(1);
      expect(row.idFrontImage).toMatch(/^data:image\//);
    }
  });

  it('two concurrent approvals of one application: exactly one succeeds', async () => {
    const id = (await pending())[0]?.id;
    const answers = await Promise.all([
      ctx.admin.body(REVIEW, { id, realNameStatus: 2 }),
      ctx.admin.body(REVIEW, { id, realNameStatus: 2 }),
    ]);
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.find((answer) => !answer.success)?.message).toBe(REVIEW_MESSAGES.reviewed);
    expect((await memberRow(Number(id))).realNameStatus).toBe(2);
    expect(await ctx.admin.body(REVIEW, { id, realNameStatus: 0, remark: '晚了' })).toMatchObject({
      message: REVIEW_MESSAGES.reviewed,
    });
  });

  it('a rejection needs a reason and sets the member back to unverified with it', async () => {
    const id = Number((await pending())[0]?.id);
    expect(await ctx.admin.body(REVIEW, { id, realNameStatus: 0 })).toMatchObject({
      message: REVIEW_MESSAGES.reasonRequired,
    });
    expect((await ctx.admin.body(REVIEW, { id, realNameStatus: 0, remark: '照片模糊' })).code).toBe(200);
    const [row] = await ctx.server.db.query<{ real_name_status: number; real_name_remark: string }>(
      'SELECT real_name_status, real_name_remark FROM member WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ real_name_status: 0, real_name_remark: '照片模糊' });
  });
});

describe('the read-only operator', () => {
  type Call = (client: Client) => Promise<Envelope>;
  const MUTATIONS: readonly (readonly [string, Call])[] = [
    ['add', (c) => c.body('/member-info/saveOrUpdate', { phone: '13300000099', realName: '操作员' })],
    ['edit', (c) => c.body('/member-info/saveOrUpdate', { id: 10030, teamLevel: 3 })],
    ['batchInsert', (c) => c.body('/member-info/batchInsert', { count: 1, phonePrefix: '1555' })],
    ['freeze', (c) => c.body('/member-info/freezeMembers', { ids: [10030], status: 1 })],
    ['offline', (c) => c.body('/member-info/offline', { id: 10030 })],
    ['clear sms', (c) => c.body('/member-info/clear/sms/count', { id: 10030 })],
    ['invite code', (c) => c.body('/member-info/editDisableInviteCode', { id: 10030, disabled: 1 })],
    ['review', (c) => c.body('/member-info/realName/review', { id: 10004, realNameStatus: 2 })],
  ];

  it.each(MUTATIONS)('gets 403 on %s and changes nothing', async (_name, call) => {
    const before = await ctx.server.db.query('SELECT * FROM member WHERE id IN (10004, 10030) ORDER BY id');
    const [count] = await ctx.server.db.query('SELECT COUNT(*)::int AS n FROM member');
    expect(await call(ctx.operator)).toMatchObject({ code: 403, success: false });
    expect(await ctx.server.db.query('SELECT * FROM member WHERE id IN (10004, 10030) ORDER BY id')).toEqual(before);
    expect((await ctx.server.db.query('SELECT COUNT(*)::int AS n FROM member'))[0]).toEqual(count);
  });

  it('reads the list, the detail and the applications', async () => {
    expect((await ctx.operator.body('/member-info/queryAll', {})).code).toBe(200);
    expect((await ctx.operator.get('/member-info/extraInfo', { id: 10001 })).code).toBe(200);
    expect((await ctx.operator.get('/member-info/realName/list', { realNameStatus: 1 })).code).toBe(200);
  });
});
