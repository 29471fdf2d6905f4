import { describe, expect, it } from 'vitest';
import { type PageResult, type Row } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

describe('member TRC20 addresses', () => {
  const LIST = '/wallet/member-trc20/usdt';

  it('lists and filters by userId, isTest and address', async () => {
    const all = await ctx.admin.get<PageResult<Row>>(LIST, { page: 1, pageSize: 10 });
    expect(all.result.total).toBeGreaterThanOrEqual(200);
    const sample = all.result.records[0] as Row;
    expect(sample).toMatchObject({
      realname: 'TRC20',
      isTest: expect.any(Boolean),
      cardNo: expect.stringMatching(/^T/),
    });
    const byUser = await ctx.admin.get<PageResult<Row>>(LIST, { userId: Number(sample.uid), pageSize: 100 });
    expect(byUser.result.records.every((row) => row.uid === sample.uid)).toBe(true);
    const byAddress = await ctx.admin.get<PageResult<Row>>(LIST, { address: String(sample.cardNo).slice(4, 20) });
    expect(byAddress.result.records.map((row) => row.id)).toContain(sample.id);
    for (const isTest of [1, 0]) {
      const page = await ctx.admin.get<PageResult<Row>>(LIST, { isTest, pageSize: 300 });
      expect(page.result.total).toBeGreaterThan(0);
      expect(page.result.records.every((row) => row.isTest === (isTest === 1))).toBe(true);
    }
    expect((await ctx.admin.get(LIST, { userId: 'x1' })).message).toBe('参数格式错误: userId');
  });

  it('deletes (unbinds) an address', async () => {
    const before = await ctx.admin.get<PageResult<Row>>(LIST, { pageSize: 1 });
    const id = before.result.records[0]?.id;
    expect((await ctx.admin.body('/wallet/member-trc20/delete', { id })).code).toBe(200);
    const after = await ctx.admin.get<PageResult<Row>>(LIST, { pageSize: 1 });
    expect(after.result.total).toBe(before.result.total - 1);
    expect((await ctx.admin.body('/wallet/member-trc20/delete', { id })).code).toBe(500);
  });
});

describe('member task records', () => {
  const LIST = '/task/member/record';

  it('lists with every field and filters', async () => {
    const all = await ctx.admin.body<PageResult<Row>>(LIST, { page: 1, pageSize: 10 });
    expect(all.result.total).toBeGreaterThanOrEqual(300);
    const sample = all.result.records[0] as Row;
    for (const field of ['id', 'taskId', 'uid', 'realName', 'phone', 'taskName', 'status', 'score', 'doneTime']) {
      expect(sample, field).toHaveProperty(field);
    }
    const filters: [Row, (row: Row) => boolean][] = [
      [{ uid: sample.uid }, (row) => row.uid === sample.uid],
      [{ taskName: '签到' }, (row) => String(row.taskName).includes('签到')],
      [
        { realName: String(sample.realName).slice(0, 2) },
        (row) => String(row.realName).includes(String(sample.realName).slice(0, 2)),
      ],
      [
        { phone: String(sample.phone).slice(0, 7) },
        (row) => String(row.phone).includes(String(sample.phone).slice(0, 7)),
      ],
    ];
    for (const [body, predicate] of filters) {
      const page = await ctx.admin.body<PageResult<Row>>(LIST, { ...body, pageSize: 500 });
      expect(page.result.total, JSON.stringify(body)).toBeGreaterThan(0);
      expect(page.result.total).toBeLessThan(all.result.total);
      expect(page.result.records.every(predicate), JSON.stringify(body)).toBe(true);
    }
    const statuses = new Set(
      (await ctx.admin.body<PageResult<Row>>(LIST, { pageSize: 1000 })).result.records.map((row) => row.status),
    );
    expect([...statuses].sort()).toEqual([1, 2]);
    expect((await ctx.admin.body(LIST, { uid: 'abc' })).code).toBe(500);
  });
});

describe('analytics accounts', () => {
  it('lists a plain array', async () => {
    const answer = await ctx.admin.get<Row[]>('/analyticsAccount/list');
    expect(Array.isArray(answer.result)).toBe(true);
    expect(answer.result.length).toBe(8);
    for (const field of ['id', 'username', 'password', 'cookie', 'status', 'lastLoginTime', 'createdTime']) {
      expect(answer.result[0], field).toHaveProperty(field);
    }
  });

  it('toggles status by saving the whole object', async () => {
    const [account] = (await ctx.admin.get<Row[]>('/analyticsAccount/list')).result;
    const next = account?.status === 1 ? 0 : 1;
    expect((await ctx.admin.body('/analyticsAccount/save', { ...account, status: next })).code).toBe(200);
    const after = (await ctx.admin.get<Row[]>('/analyticsAccount/list')).result.find((row) => row.id === account?.id);
    expect(after).toMatchObject({ ...account, status: next });
  });

  it('inserts without id and validates', async () => {
    const added = await ctx.admin.body<number>('/analyticsAccount/save', {
      username: 'new_user',
      password: 'pw',
      cookie: 'c=1',
      status: 1,
    });
    expect(added.code).toBe(200);
    const rows = (await ctx.admin.get<Row[]>('/analyticsAccount/list')).result;
    expect(rows.find((row) => row.id === added.result)).toMatchObject({
      username: 'new_user',
      status: 1,
      lastLoginTime: null,
    });
    expect((await ctx.admin.body('/analyticsAccount/save', { username: 'x'.repeat(51) })).message).toBe(
      '账号不能超过50个字符',
    );
    expect((await ctx.admin.body('/analyticsAccount/save', { id: added.result, cookie: 'c'.repeat(51) })).message).toBe(
      'Cookie不能超过50个字符',
    );
    expect((await ctx.admin.body('/analyticsAccount/save', { id: added.result, status: 2 })).code).toBe(500);
    expect((await ctx.admin.body('/analyticsAccount/save', { status: 1 })).message).toBe('账号不能为空');
    expect((await ctx.admin.body('/analyticsAccount/save', { id: 99999, status: 1 })).code).toBe(500);
  });

  it('deletes with the row object', async () => {
    const rows = (await ctx.admin.get<Row[]>('/analyticsAccount/list')).result;
    const victim = rows[rows.length - 1];
    expect((await ctx.admin.body('/analyticsAccount/delete', victim)).code).toBe(200);
    const after = (await ctx.admin.get<Row[]>('/analyticsAccount/list')).result;
    expect(after.some((row) => row.id === victim?.id)).toBe(false);
    expect((await ctx.admin.body('/analyticsAccount/delete', victim)).code).toBe(500);
  });
});
