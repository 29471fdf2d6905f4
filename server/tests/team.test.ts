import { describe, expect, it } from 'vitest';
import { type PageResult, type Row } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

async function configs(): Promise<Row[]> {
  return (await ctx.admin.get<Row[]>('/myTeam/configlist')).result;
}

const VALID = {
  levelName: '测试等级',
  level: 3,
  userInviteDirectRate: 0.05,
  userInviteIndirectRate: '0.02',
  childLevelProfitRate: 0.1,
  sameLevelProfitRate: 0.01,
  globalProfitRate: null,
  upgradeCondition: {
    directLevel: 2,
    directLevelCount: 3,
    teamAssets: 100000,
    userAssets: 1000,
    smallRegionAssets: 50000,
    realnameAuth: true,
  },
  upgradeConditionShow: ['直推3个二星合伙人', '团队总资产100000'],
  status: 1,
};

describe('team level config', () => {
  it('lists levels 0–6 with an upgradeCondition object and upgradeConditionShow array', async () => {
    const rows = await configs();
    expect(rows.map((row) => row.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const row of rows) {
      expect(typeof row.upgradeCondition).toBe('object');
      expect(Array.isArray(row.upgradeConditionShow)).toBe(true);
      expect([1, 2]).toContain(row.status);
    }
    expect(rows.find((row) => row.level === 6)?.globalProfitRate).toBeGreaterThan(0);
    expect(rows.filter((row) => row.level !== 6).every((row) => row.globalProfitRate === null)).toBe(true);
  });

  it('adds without id and edits with id', async () => {
    const added = await ctx.admin.body<number>('/myTeam/configSave', VALID);
    expect(added.code, added.message).toBe(200);
    const id = added.result;
    const row = (await configs()).find((config) => config.id === id);
    expect(row).toMatchObject({
      levelName: '测试等级',
      level: 3,
      userInviteIndirectRate: 0.02,
      status: 1,
      upgradeCondition: { directLevel: 2, directLevelCount: 3, realnameAuth: 1 },
      upgradeConditionShow: ['直推3个二星合伙人', '团队总资产100000'],
    });
    const edited = await ctx.admin.body('/myTeam/configSave', {
      ...VALID,
      id,
      levelName: '改名',
      status: 2,
      upgradeConditionShow: 'a,b ,c',
    });
    expect(edited.code, edited.message).toBe(200);
    expect((await configs()).find((config) => config.id === id)).toMatchObject({
      levelName: '改名',
      status: 2,
      upgradeConditionShow: ['a', 'b', 'c'],
    });
    expect((await ctx.admin.body('/myTeam/configSave', { ...VALID, id: 999999 })).code).toBe(500);
  });

  it('allows globalProfitRate only at level 6', async () => {
    const refused = await ctx.admin.body('/myTeam/configSave', { ...VALID, level: 5, globalProfitRate: 0.03 });
    expect(refused).toMatchObject({ code: 500, message: '全球分红率仅限联合创始人(等级6)设置' });
    const allowed = await ctx.admin.body<number>('/myTeam/configSave', { ...VALID, level: 6, globalProfitRate: 0.03 });
    expect(allowed.code).toBe(200);
    expect((await configs()).find((config) => config.id === allowed.result)?.globalProfitRate).toBe(0.03);
    expect((await ctx.admin.body('/myTeam/configSave', { ...VALID, level: 2, globalProfitRate: 0 })).code).toBe(200);
  });

  it('validates levelName, level, numbers, text and status', async () => {
    const cases: [Row, string][] = [
      [{ ...VALID, levelName: '' }, '等级名称不能为空'],
      [{ ...VALID, levelName: '一二三四五六七八九十一二三四五六' }, '等级名称不能超过15个字符'],
      [{ ...VALID, level: null }, '等级不能为空'],
      [{ ...VALID, level: 7 }, '等级必须为0到6之间的整数'],
      [{ ...VALID, userInviteDirectRate: '1234567890' }, '会员直推收益率不能超过9个字符'],
      [{ ...VALID, childLevelProfitRate: 'abc' }, '合伙人收益率必须为非负数字'],
      [{ ...VALID, upgradeCondition: { teamAssets: -5 } }, '团队总资产必须为非负数字'],
      [{ ...VALID, upgradeConditionShow: ['x'.repeat(101)] }, '升级条件文本不能超过100个字符'],
      [{ ...VALID, status: 3 }, '状态只能为1（开启）或2（关闭）'],
    ];
    for (const [body, message] of cases) {
      expect(await ctx.admin.body('/myTeam/configSave', body), message).toMatchObject({ code: 500, message });
    }
  });

  it('deletes a config', async () => {
    const added = await ctx.admin.body<number>('/myTeam/configSave', VALID);
    expect((await ctx.admin.body('/myTeam/configDelete', { id: added.result })).code).toBe(200);
    expect((await configs()).some((config) => config.id === added.result)).toBe(false);
    expect((await ctx.admin.body('/myTeam/configDelete', { id: added.result })).code).toBe(500);
  });
});

describe('team members', () => {
  it('lists team member rows with filters', async () => {
    const all = await ctx.admin.get<PageResult<Row>>('/myTeam/teamList', { page: 1, pageSize: 20 });
    expect(all.result.total).toBeGreaterThanOrEqual(300);
    for (const field of [
      'id',
      'memberId',
      'memberName',
      'memberPhone',
      'teamLevelName',
      'userPerformance',
      'teamLevel',
      'teamDeposit',
      'teamUserCount',
      'teamPerformance',
      'registerTime',
    ]) {
      expect(all.result.records[0], field).toHaveProperty(field);
    }
    const level = await ctx.admin.get<PageResult<Row>>('/myTeam/teamList', { teamLevel: 6, pageSize: 100 });
    expect(level.result.total).toBeGreaterThan(0);
    expect(level.result.records.every((row) => row.teamLevel === 6 && row.teamLevelName === '联合创始人')).toBe(true);
    const sample = all.result.records[3] as Row;
    const byId = await ctx.admin.get<PageResult<Row>>('/myTeam/teamList', { userId: Number(sample.id) });
    expect(byId.result.records).toEqual([sample]);
    const byPhone = await ctx.admin.get<PageResult<Row>>('/myTeam/teamList', { phone: String(sample.memberPhone) });
    expect(byPhone.result.records.map((row) => row.id)).toContain(sample.id);
  });

  it('lists indirect subordinates (referrer of referrer) and drills down', async () => {
    const [top] = await ctx.server.db.query<{ id: number; count: number }>(
      `SELECT m.id, (SELECT COUNT(*)::int FROM member g JOIN member c ON c.id = g.referrer_id WHERE c.referrer_id = m.id) AS count
       FROM member m ORDER BY count DESC, m.id LIMIT 1`,
    );
    expect(top?.count).toBeGreaterThan(0);
    const answer = await ctx.admin.get<PageResult<Row>>('/myTeam/teamIndirectFriends', {
      userId: top?.id,
      page: 1,
      pageSize: 1000,
    });
    expect(answer.result.total).toBe(top?.count);
    const ids = answer.result.records.map((row) => Number(row.id));
    const grandchildren = await ctx.server.db.query<{ id: number }>(
      'SELECT g.id FROM member g JOIN member c ON c.id = g.referrer_id WHERE c.referrer_id = $1 ORDER BY g.id',
      [top?.id ?? 0],
    );
    expect(ids).toEqual(grandchildren.map((row) => row.id));
    const paged = await ctx.admin.get<PageResult<Row>>('/myTeam/teamIndirectFriends', {
      userId: top?.id,
      page: 1,
      pageSize: 1,
    });
    expect(paged.result.records).toHaveLength(1);
    // Without a member (the next-next list page before one is picked): every indirect relation.
    expect((await ctx.admin.get<PageResult<Row>>('/myTeam/teamIndirectFriends', {})).result.total).toBeGreaterThan(
      Number(top?.count),
    );
    expect((await ctx.admin.get('/myTeam/teamIndirectFriends', { userId: 'x' })).message).toBe('参数格式错误: userId');
  });
});

describe('the demo team (indirect subordinates over several pages, with a drill-down)', () => {
  it('has a leader with 22 indirect subordinates, one of whom has 3 of its own', async () => {
    const leader = (await ctx.admin.get<PageResult<Row>>('/myTeam/teamList', { phone: '16600000001' })).result
      .records[0];
    expect(leader).toMatchObject({ teamLevel: 6, teamLevelName: '联合创始人', teamUserCount: 29 });
    const first = await ctx.admin.get<PageResult<Row>>('/myTeam/teamIndirectFriends', {
      userId: Number(leader?.id),
      page: 1,
      pageSize: 10,
    });
    expect(first.result.total).toBe(22);
    expect(first.result.records).toHaveLength(10);
    const third = await ctx.admin.get<PageResult<Row>>('/myTeam/teamIndirectFriends', {
      userId: Number(leader?.id),
      page: 3,
      pageSize: 10,
    });
    expect(third.result.records).toHaveLength(2);
    const drilled = await ctx.admin.get<PageResult<Row>>('/myTeam/teamIndirectFriends', {
      userId: Number(first.result.records[0]?.id),
      pageSize: 10,
    });
    expect(drilled.result.total).toBe(3);
  });
});

describe('indirect subordinates are asked for by member id (SPEC §2.9: the drawer opens for a member, memberId)', () => {
  it('answers for the memberId of a team row, and the sub-query runs on member ids', async () => {
    const leader = (await ctx.admin.get<PageResult<Row>>('/myTeam/teamList', { phone: '16600000001' })).result
      .records[0];
    const byMember = await ctx.admin.get<PageResult<Row>>('/myTeam/teamIndirectFriends', {
      userId: Number(leader?.memberId),
      pageSize: 100,
    });
    const [expected] = await ctx.server.db.query<{ count: number }>(
      'SELECT COUNT(*)::int AS count FROM member g JOIN member c ON c.id = g.referrer_id WHERE c.referrer_id = $1',
      [Number(leader?.memberId)],
    );
    expect(byMember.result.total).toBe(expected?.count);
    expect(byMember.result.total).toBeGreaterThan(0);
  });
});
