import { describe, expect, it } from 'vitest';
import { type PageResult, type Row } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

async function feedback(query: Row): Promise<Row> {
  const answer = await ctx.admin.body<PageResult<Row>>('/user/notice/feedback/findAll', { pageSize: 50, ...query });
  expect(answer.code, answer.message).toBe(200);
  const [row] = answer.result.records;
  if (!row) throw new Error(`no feedback for ${JSON.stringify(query)}`);
  return row;
}

describe('user feedback moves forward only', () => {
  it('read → reply → handled, and each refused once past it', async () => {
    const unread = await feedback({ readState: 0, handled: 0 });
    const id = unread.id as number;
    expect((await ctx.admin.body('/user/notice/feedback/read', { id })).code).toBe(200);
    const again = await ctx.admin.body('/user/notice/feedback/read', { id });
    expect(again).toMatchObject({ success: false, message: '反馈已读' });

    const empty = await ctx.admin.body('/user/notice/feedback/reply', { id, reply: '  ' });
    expect(empty).toMatchObject({ success: false, message: '回复内容不能为空' });
    expect((await ctx.admin.body('/user/notice/feedback/reply', { id, reply: '已处理，请重试' })).code).toBe(200);
    const replied = await feedback({ uid: unread.uid, content: unread.content });
    expect(replied).toMatchObject({ readState: 1, reply: '已处理，请重试', handled: 0, handler: 'admin' });
    expect(replied.replyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await ctx.admin.body('/user/notice/feedback/handle', { id })).code).toBe(200);
    expect(await ctx.admin.body('/user/notice/feedback/handle', { id })).toMatchObject({ message: '反馈已处理' });
    expect(await ctx.admin.body('/user/notice/feedback/reply', { id, reply: 'late' })).toMatchObject({
      message: '反馈已处理，不能再回复',
    });
  });

  it('handling an unread one marks it read; an unknown id is named', async () => {
    const unread = await feedback({ readState: 0 });
    expect((await ctx.admin.body('/user/notice/feedback/handle', { id: unread.id })).code).toBe(200);
    expect(await feedback({ uid: unread.uid, content: unread.content, handled: 1 })).toMatchObject({ readState: 1 });
    expect(await ctx.admin.body('/user/notice/feedback/read', { id: 999999 })).toMatchObject({ message: '反馈不存在' });
  });

  it('a reply over 500 characters is refused', async () => {
    const open = await feedback({ handled: 0 });
    const answer = await ctx.admin.body('/user/notice/feedback/reply', { id: open.id, reply: 'x'.repeat(501) });
    expect(answer).toMatchObject({ success: false, message: '回复内容不能超过500个字符' });
  });

  it.each(['/user/notice/feedback/read', '/user/notice/feedback/reply', '/user/notice/feedback/handle'])(
    'the operator gets 403 on %s and nothing moves',
    async (path) => {
      const unread = await feedback({ readState: 0, handled: 0 });
      expect(await ctx.operator.body(path, { id: unread.id, reply: 'x' })).toMatchObject({ code: 403 });
      expect(await feedback({ uid: unread.uid, content: unread.content, readState: 0 })).toMatchObject({
        id: unread.id,
      });
    },
  );
});

describe('member record lists', () => {
  it.each([
    ['/member/message/record/list', 'readState', [0, 1, 2]],
    ['/member/site/reading/list', 'articleType', [1, 2, 3]],
    ['/task/member/schedule', 'taskType', [1, 2]],
  ] as const)('%s holds every %s code', async (path, field, codes) => {
    for (const code of codes) {
      const answer = await ctx.operator.body<PageResult<Row>>(path, { [field]: code });
      expect(answer.result.total, `${field}=${code}`).toBeGreaterThan(0);
    }
  });

  it('recharge addresses: every address is unique', async () => {
    const answer = await ctx.admin.get<PageResult<Row>>('/wallet/member-recharge/usdtAddress', { pageSize: 100 });
    const addresses = answer.result.records.map((row) => row.address);
    expect(addresses.length).toBeGreaterThan(40);
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});
