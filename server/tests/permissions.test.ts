import { describe, expect, it } from 'vitest';
import type { Client, Envelope } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

type Call = (client: Client) => Promise<Envelope>;

const MUTATIONS: readonly (readonly [string, Call])[] = [
  [
    'withdraw review approve',
    (c) => c.body('/wallet/member-withdraw/withdraw/review', { id: 1, status: 2, remark: null }),
  ],
  [
    'withdraw review reject',
    (c) => c.body('/wallet/member-withdraw/withdraw/review', { id: 1, status: 3, remark: '不行' }),
  ],
  ['send energy', (c) => c.body('/wallet/member-withdraw/withdraw/send/energy', { id: 1 })],
  ['cancel exchange', (c) => c.body('/score/cancel/exchange/record', { id: 2 })],
  [
    'goods update',
    (c) =>
      c.body('/score/goods/update', {
        scoreGoods: { id: 1, goodsName: 'x', categoryId: 6, scorePrice: 10 },
        scoreGoodsStockList: [],
      }),
  ],
  ['team config add', (c) => c.body('/myTeam/configSave', { levelName: '新等级', level: 1, status: 1 })],
  ['team config edit', (c) => c.body('/myTeam/configSave', { id: 1, levelName: '普通会员', level: 0, status: 1 })],
  ['team config delete', (c) => c.body('/myTeam/configDelete', { id: 1 })],
  ['trc20 delete', (c) => c.body('/wallet/member-trc20/delete', { id: 1 })],
  ['analytics save', (c) => c.body('/analyticsAccount/save', { id: 1, status: 0 })],
  ['analytics add', (c) => c.body('/analyticsAccount/save', { username: 'new', status: 1 })],
  ['analytics delete', (c) => c.body('/analyticsAccount/delete', { id: 1 })],
];

describe('operator permissions', () => {
  it.each(MUTATIONS)('gets 403 on %s', async (_name, call) => {
    const answer = await call(ctx.operator);
    expect(answer).toMatchObject({ code: 403, success: false, message: '抱歉，您没有该操作权限' });
  });

  it('changed nothing through the refused mutations', async () => {
    const count = async (sql: string): Promise<number> =>
      (await ctx.server.db.query<{ count: number }>(sql))[0]?.count ?? -1;
    expect(await count('SELECT COUNT(*)::int AS count FROM team_level_config')).toBe(7);
    expect(await count('SELECT COUNT(*)::int AS count FROM analytics_account WHERE status = 0')).toBe(2);
    expect(await count('SELECT COUNT(*)::int AS count FROM member_trc20 WHERE id = 1')).toBe(1);
    expect(
      await count(
        `SELECT COUNT(*)::int AS count FROM withdraw_order WHERE handler = '运营专员' AND handle_time > '2026-11-22'`,
      ),
    ).toBe(0);
  });

  it('can read the business lists of its menu', async () => {
    expect((await ctx.operator.get('/wallet/member-withdraw/list')).code).toBe(200);
    expect((await ctx.operator.body('/score/exchange/record/list', {})).code).toBe(200);
    expect((await ctx.operator.body('/score/goods/list', {})).code).toBe(200);
    expect((await ctx.operator.body('/score/goods/info', { id: 1 })).code).toBe(200);
    expect((await ctx.operator.get('/goodsCategory/list', { type: 2 })).code).toBe(200);
    expect((await ctx.operator.get('/myTeam/configlist')).code).toBe(200);
    expect((await ctx.operator.get('/myTeam/teamList')).code).toBe(200);
    expect((await ctx.operator.get('/wallet/member-trc20/usdt')).code).toBe(200);
    expect((await ctx.operator.body('/task/member/record', {})).code).toBe(200);
  });

  it('reads the analytics accounts (the one system page it has, read-only)', async () => {
    expect((await ctx.operator.get('/analyticsAccount/list')).code).toBe(200);
  });

  it('answers 401 before 403 without a token', async () => {
    for (const [, call] of MUTATIONS) expect((await call(ctx.anonymous)).code).toBe(401);
  });
});
