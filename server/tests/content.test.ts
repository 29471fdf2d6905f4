import { describe, expect, it } from 'vitest';
import type { SqlParam } from '../db/types';
import { type PageResult, type Row } from './helpers';
import { fileServer } from './file-server';

// Starting the server migrates and seeds every screen: slow on a busy machine.
const ctx = fileServer();

const count = async (sql: string, params: SqlParam[] = []): Promise<number> => {
  const [row] = await ctx.server.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${sql}`, params);
  return row?.n ?? 0;
};

describe('system parameters: the value is validated by its value type', () => {
  const param = (
    valueType: number,
    paramValue: string,
    paramKey = `k.${valueType}.${paramValue.length}.${Math.random()}`,
  ) => ctx.admin.body<number>('/sys/paramter/save', { paramKey, paramName: '测试参数', valueType, paramValue });

  it('accepts a value of each type', async () => {
    for (const [type, value] of [
      [0, '-12'],
      [1, '0.005'],
      [2, 'text'],
      [3, '23:59:59'],
      [4, '2024-02-29'],
    ] as const) {
      const saved = await param(type, value);
      expect(saved.code, `${type} ${value}: ${saved.message}`).toBe(200);
    }
  });

  it("refuses a value of another type with that type's message", async () => {
    const cases = [
      [0, '1.5', '参数值必须是整数'],
      [1, '1,5', '参数值必须是数字（浮点数）'],
      [2, 'x'.repeat(501), '参数值不能超过500个字符'],
      [3, '24:00:00', '参数值必须是时间 HH:mm:ss'],
      [4, '2026-02-30', '参数值必须是日期 yyyy-MM-dd'],
    ] as const;
    for (const [type, value, message] of cases) {
      const refused = await param(type, value);
      expect(refused.code, `${type} ${value}`).toBe(500);
      expect(refused.message).toBe(message);
    }
  });

  it('checks an edit against the stored type when only the value changes, and the new type when both do', async () => {
    const id = (await param(0, '5', 'edit.case')).result;
    expect((await ctx.admin.body('/sys/paramter/update', { id, paramValue: 'abc' })).message).toBe('参数值必须是整数');
    expect((await ctx.admin.body('/sys/paramter/update', { id, valueType: 2, paramValue: 'abc' })).code).toBe(200);
    expect((await ctx.admin.body('/sys/paramter/update', { id, valueType: 4 })).message).toBe('参数值不能为空');
  });
});

describe('sending a message template', () => {
  const send = (body: Row) =>
    ctx.admin.body<{ count: number; sendId: number }>('/message/send', { templateId: 3, ...body });

  it('to all members writes one message per member', async () => {
    const members = await count('member');
    const sent = await send({ target: 'all' });
    expect(sent.code, sent.message).toBe(200);
    expect(sent.result.count).toBe(members);
    expect(await count('member_message WHERE send_id = $1', [sent.result.sendId])).toBe(members);
  });

  it('to a level writes one message per member of that level', async () => {
    const members = await count('member WHERE team_level = 2');
    expect(members).toBeGreaterThan(0);
    const sent = await send({ target: 'level', level: 2 });
    expect(sent.result.count).toBe(members);
    const levels = await ctx.server.db.query<{ level: number }>(
      'SELECT DISTINCT m.team_level AS level FROM member_message mm JOIN member m ON m.id = mm.uid WHERE mm.send_id = $1',
      [sent.result.sendId],
    );
    expect(levels).toEqual([{ level: 2 }]);
  });

  it('to listed IDs writes one message per distinct member, and refuses unknown IDs whole', async () => {
    const sent = await send({ target: 'ids', memberIds: '10321, 10322\n10321' });
    expect(sent.result.count).toBe(2);
    expect(await count('member_message WHERE send_id = $1', [sent.result.sendId])).toBe(2);
    const before = await count('member_message');
    const refused = await send({ target: 'ids', memberIds: [10321, 99999999] });
    expect(refused.message).toBe('会员不存在: 99999999');
    expect(await count('member_message')).toBe(before);
    expect((await send({ target: 'ids', memberIds: '1 x' })).message).toBe('会员ID必须是正整数');
    expect((await send({ target: 'level' })).message).toBe('请选择会员等级');
  });

  it('records each send in the history with its count', async () => {
    const sent = await send({ target: 'ids', memberIds: [10323] });
    const history = await ctx.admin.body<PageResult<Row>>('/message/list', { page: 1, pageSize: 10 });
    expect(history.result.records[0]).toMatchObject({
      id: sent.result.sendId,
      target: 'ids',
      targetDetail: '10323',
      count: 1,
    });
  });
});

describe('the operator reads and may not change content or configuration (403)', () => {
  const refusals: readonly [string, Row][] = [
    ['/version/add', { platform: 1, versionCode: 1, versionName: 'x', packageUrl: '/x.apk' }],
    ['/version/download/update', { title: 'x', downloadUrl: '/x' }],
    ['/banner/config/update', { id: 1, status: 0 }],
    ['/SwitchConfiguration/del', { id: 1 }],
    ['/captionConfig/update', { id: 1, title: 'x' }],
    ['/level/update', { id: 1, levelName: 'x' }],
    ['/trafficPackageConfig/save', { id: 1, status: 0 }],
    ['/message/send', { templateId: 1, target: 'all' }],
    ['/message/template/del', { id: 1 }],
    ['/notice/config/save', { title: 'x', content: '<p>x</p>' }],
    ['/phoneRegionCode/delete', { id: 1 }],
    ['/merchantNews/delete', { id: 1 }],
    ['/memberShop/config/save', { name: 'x', minAmount: '1', discountRate: '0.9' }],
    ['/sys/config/edit', { siteName: 'x' }],
    ['/sys/paramter/update', { id: 1, paramValue: '1' }],
  ];

  it('answers 403 to every change and leaves the rows as they were', async () => {
    const messages = await count('member_message');
    for (const [path, body] of refusals) {
      const answer = await ctx.operator.body(path, body);
      expect(answer.code, path).toBe(403);
    }
    const banner = await ctx.operator.get('/banner/config/delete', { id: 1 });
    expect(banner.code).toBe(403);
    expect(await count('member_message')).toBe(messages);
    expect(await count('banner_config WHERE id = 1')).toBe(1);
  });

  it('still reads the lists and the settings', async () => {
    expect((await ctx.operator.body('/message/template/list', {})).code).toBe(200);
    expect((await ctx.operator.get('/sys/config')).code).toBe(200);
    expect((await ctx.operator.get('/version/download')).code).toBe(200);
  });
});
