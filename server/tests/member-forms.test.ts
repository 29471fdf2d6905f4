/** The add forms of the member screens (exchange order, TRC20 address, task record) and their permissions. */
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrations';
import { type PageResult, type Row } from './helpers';
import { fileServer } from './file-server';
import { backToOlderModel, upgrade } from './older-model';

const ctx = fileServer();

const ADDRESS = `T${'A'.repeat(10)}${'b'.repeat(10)}${'9'.repeat(13)}`;

describe('manual exchange order', () => {
  const ADD = '/score/exchange/record/add';
  const valid = {
    uid: 10005,
    goodsId: '',
    skuName: '标准款',
    provinceTxt: '广东省',
    cityTxt: '深圳市',
    districtTxt: '南山区',
    streetAddress: '科技园1号',
    threePartyOrderId: '123456',
  };

  it('offers the on-shelf goods and adds an order at status 1 with the goods price', async () => {
    const options = await ctx.admin.get<Row[]>('/score/exchange/goods/options');
    expect(options.result.length).toBeGreaterThan(10);
    const goods = options.result[0] as Row;
    expect(goods).toMatchObject({
      goodsId: expect.any(String),
      goodsName: expect.any(String),
      scorePrice: expect.any(Number),
    });
    // An exchange takes the goods' points (the ledger): the member gets enough first.
    await ctx.admin.body('/score/user/update', { uid: 10005, type: 3, score: goods.scorePrice, remark: 'test' });
    const added = await ctx.admin.body<number>(ADD, { ...valid, goodsId: goods.goodsId });
    expect(added.code).toBe(200);
    const list = await ctx.admin.body<PageResult<Row>>('/score/exchange/record/list', { uid: 10005, pageSize: 100 });
    const row = list.result.records.find((r) => r.id === added.result);
    expect(row).toMatchObject({
      uid: 10005,
      status: 1,
      goodsId: goods.goodsId,
      goodsName: goods.goodsName,
      scorePrice: goods.scorePrice,
      skuName: '标准款',
      provinceTxt: '广东省',
      cityTxt: '深圳市',
      districtTxt: '南山区',
      streetAddress: '科技园1号',
      threePartyOrderId: '123456',
      orderId: expect.stringMatching(/^\d{20}$/),
      createdTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await ctx.admin.body('/score/cancel/exchange/record', { id: added.result })).code).toBe(200);
  });

  it('answers clear messages', async () => {
    const goodsId = ((await ctx.admin.get<Row[]>('/score/exchange/goods/options')).result[0] as Row).goodsId;
    const cases: [Row, string][] = [
      [{ ...valid, goodsId, uid: null }, '会员ID不能为空'],
      [{ ...valid, goodsId, uid: 999999 }, '会员不存在'],
      [{ ...valid, goodsId: '' }, '积分商品不能为空'],
      [{ ...valid, goodsId: 'nope' }, '积分商品不存在'],
      [{ ...valid, goodsId, provinceTxt: '' }, '收货省份不能为空'],
      [{ ...valid, goodsId, cityTxt: ' ' }, '收货城市不能为空'],
      [{ ...valid, goodsId, streetAddress: '' }, '详细地址不能为空'],
      [{ ...valid, goodsId, streetAddress: 'x'.repeat(101) }, '详细地址不能超过100个字符'],
      [{ ...valid, goodsId, skuName: 'x'.repeat(101) }, 'SKU名称不能超过100个字符'],
      [{ ...valid, goodsId, threePartyOrderId: '12a' }, '第三方订单号只能为数字，且不超过50位'],
    ];
    for (const [body, message] of cases) expect((await ctx.admin.body(ADD, body)).message, message).toBe(message);
    const [offShelf] = await ctx.server.db.query<{ goodsId: string }>(
      'SELECT goods_id AS "goodsId" FROM score_goods WHERE status = 0 LIMIT 1',
    );
    expect((await ctx.admin.body(ADD, { ...valid, goodsId: offShelf?.goodsId })).message).toBe('该积分商品已下架');
  });
});

describe('binding a TRC20 address', () => {
  const SAVE = '/wallet/member-trc20/save';

  it('binds a valid address once, protocol TRC20', async () => {
    const added = await ctx.admin.body<number>(SAVE, { uid: 10007, address: ADDRESS, realname: 'TRC20' });
    expect(added.code).toBe(200);
    const list = await ctx.admin.get<PageResult<Row>>('/wallet/member-trc20/usdt', { address: ADDRESS });
    expect(list.result.records).toEqual([
      expect.objectContaining({ id: added.result, uid: 10007, realname: 'TRC20', cardNo: ADDRESS, status: 1 }),
    ]);
    expect((await ctx.admin.body(SAVE, { uid: 10008, address: ADDRESS })).message).toBe(
      '该地址已被绑定（会员ID 10007）',
    );
  });

  it('checks member, format and protocol', async () => {
    const cases: [Row, string][] = [
      [{ address: ADDRESS }, '会员ID不能为空'],
      [{ uid: 999999, address: ADDRESS }, '会员不存在'],
      [{ uid: 10007 }, 'USDT地址不能为空'],
      [{ uid: 10007, address: `T${'0'.repeat(33)}` }, 'USDT地址格式不正确，TRC20地址以T开头，共34位'],
      [{ uid: 10007, address: `X${'A'.repeat(33)}` }, 'USDT地址格式不正确，TRC20地址以T开头，共34位'],
      [{ uid: 10007, address: `T${'A'.repeat(32)}` }, 'USDT地址格式不正确，TRC20地址以T开头，共34位'],
      [{ uid: 10007, address: `T${'B'.repeat(33)}`, realname: 'ERC20' }, '协议只支持TRC20'],
    ];
    for (const [body, message] of cases) expect((await ctx.admin.body(SAVE, body)).message, message).toBe(message);
  });
});

describe('recording a task completion', () => {
  const ADD = '/task/member/record/add';

  it('lists the tasks and records one with the task points by default', async () => {
    const tasks = await ctx.admin.body<PageResult<Row>>('/task/list', { pageSize: 100 });
    expect(tasks.result.total).toBe(14); // 8 seeded with the records, 6 more by the points task list
    const task = tasks.result.records[1] as Row;
    const added = await ctx.admin.body<number>(ADD, { uid: 10009, taskId: task.id });
    expect(added.code).toBe(200);
    const list = await ctx.admin.body<PageResult<Row>>('/task/member/record', { uid: 10009, pageSize: 100 });
    expect(list.result.records.find((r) => r.id === added.result)).toMatchObject({
      taskId: task.id,
      taskName: task.taskName,
      score: task.score,
      status: 1,
    });
    const custom = await ctx.admin.body<number>(ADD, { uid: 10009, taskId: task.id, score: 77, status: 2 });
    const after = await ctx.admin.body<PageResult<Row>>('/task/member/record', { uid: 10009, pageSize: 100 });
    expect(after.result.records.find((r) => r.id === custom.result)).toMatchObject({ score: 77, status: 2 });
  });

  it('checks member, task, points and status', async () => {
    const cases: [Row, string][] = [
      [{ taskId: 1 }, '会员ID不能为空'],
      [{ uid: 10009 }, '任务不能为空'],
      [{ uid: 10009, taskId: 99 }, '任务不存在'],
      [{ uid: 10009, taskId: 1, score: -1 }, '奖励积分必须为0到99999999之间的整数'],
      [{ uid: 10009, taskId: 1, score: 1.5 }, '奖励积分必须为0到99999999之间的整数'],
      [{ uid: 10009, taskId: 1, status: 3 }, '领取状态只能为1（未领取）或2（已领取）'],
    ];
    for (const [body, message] of cases) expect((await ctx.admin.body(ADD, body)).message, message).toBe(message);
  });
});

describe('the operator', () => {
  it('gets 403 on every add and changes nothing', async () => {
    const before = await ctx.server.db.query<{ n: number }>(
      'SELECT (SELECT COUNT(*) FROM score_exchange_record) + (SELECT COUNT(*) FROM member_trc20) + (SELECT COUNT(*) FROM member_task_record) AS n',
    );
    const calls = [
      ctx.operator.body('/score/exchange/record/add', {
        uid: 10005,
        goodsId: '880001007',
        provinceTxt: 'a',
        cityTxt: 'b',
        streetAddress: 'c',
      }),
      ctx.operator.get('/score/exchange/goods/options'),
      ctx.operator.body('/wallet/member-trc20/save', { uid: 10007, address: `T${'C'.repeat(33)}` }),
      ctx.operator.body('/task/member/record/add', { uid: 10009, taskId: 1 }),
    ];
    for (const answer of await Promise.all(calls))
      expect(answer).toMatchObject({ code: 403, message: '抱歉，您没有该操作权限' });
    expect((await ctx.operator.body('/task/list', {})).code).toBe(200);
    const after = await ctx.server.db.query<{ n: number }>(
      'SELECT (SELECT COUNT(*) FROM score_exchange_record) + (SELECT COUNT(*) FROM member_trc20) + (SELECT COUNT(*) FROM member_task_record) AS n',
    );
    expect(after).toEqual(before);
  });

  it('reads the analytics accounts but cannot save, toggle or delete them', async () => {
    const list = await ctx.operator.get<Row[]>('/analyticsAccount/list');
    expect(list.code).toBe(200);
    expect(list.result.length).toBeGreaterThan(0);
    const account = list.result[0] as Row;
    expect(
      (await ctx.operator.body('/analyticsAccount/save', { ...account, status: account.status === 1 ? 0 : 1 })).code,
    ).toBe(403);
    expect((await ctx.operator.body('/analyticsAccount/save', { username: 'x', status: 1 })).code).toBe(403);
    expect((await ctx.operator.body('/analyticsAccount/delete', account)).code).toBe(403);
    expect((await ctx.operator.get<Row[]>('/analyticsAccount/list')).result).toEqual(list.result);
  });
});

describe('migration 3', () => {
  it('gives an older database the operator grants on the analytics accounts page (its view button once converted)', async () => {
    const db = ctx.server.db;
    const grants = `SELECT p.name, p.title, p.button_type AS "buttonType" FROM role_permission rp
                    JOIN permission p ON p.id = rp.permission_id
                    WHERE rp.role_id = 2 AND (p.name IN ('system-app', 'system', 'analytics-accounts')
                      OR p.parent_id = (SELECT id FROM permission WHERE name = 'analytics-accounts'))
                    ORDER BY p.level`;
    const seeded = await db.query(grants);
    expect(seeded).toEqual([
      { name: 'system-app', title: '系统管理', buttonType: '' },
      { name: 'system', title: '系统管理', buttonType: '' },
      { name: 'analytics-accounts', title: '数据分析账号', buttonType: '' },
      { name: '', title: '查看', buttonType: 'view' },
    ]);
    // A database from before migration 3 had the older permission model (its lists, no buttons) and no such grants.
    await backToOlderModel(db);
    await db.query(`DELETE FROM role_permission WHERE role_id = 2 AND permission_id IN
                    (SELECT id FROM permission WHERE name IN ('system-app', 'system', 'analytics-accounts'))`);
    await db.query('DELETE FROM schema_migrations WHERE version = 3');
    expect(await migrate(db)).toEqual([3]);
    expect(await upgrade(db)).toEqual(['permission:button-nodes', 'permission:personal-buttons']);
    expect(await db.query(grants)).toEqual(seeded);
  });
});
