import { describe, expect, it } from 'vitest';
import { applyRate, simulateRewards, ZERO_RATES } from '../screens/team/team-rewards-simulator.rules';
import { type PageResult, type Row } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

/** The demo team's chain (server/seed/team.ts): 10348 → 10347 → 10325 → 10322 → 10321 (the leader). */
const SUBJECT = 10348;
const SIMULATED: readonly [number, number][] = [
  [10347, 1],
  [10325, 3],
  [10322, 6],
  [10321, 6],
];

interface Simulation {
  amount: string;
  records: {
    memberId: number;
    depth: number;
    level: number;
    rewardType: number | null;
    rate: string;
    reward: string;
  }[];
  totalReward: string;
}

describe('team reward simulator', () => {
  it('lists the upline chain with real and simulated levels', async () => {
    const chain = await ctx.admin.get<Row[]>('/myTeam/getParentSimulatorTeamList', { userId: SUBJECT });
    expect(chain.result.map((row) => [row.memberId, row.depth])).toEqual([
      [10348, 0],
      [10347, 1],
      [10325, 2],
      [10322, 3],
      [10321, 4],
    ]);
    expect(chain.result.every((row) => row.subjectId === SUBJECT && row.simulatedLevel === null)).toBe(true);
    const byPhone = await ctx.admin.get<Row[]>('/myTeam/getParentSimulatorTeamList', { phone: '16600000001' });
    expect(byPhone.result.map((row) => row.memberId)).toEqual([10321]);
    const unknown = await ctx.admin.get('/myTeam/getParentSimulatorTeamList', { userId: 99999999 });
    expect(unknown).toMatchObject({ code: 500, message: '会员不存在' });
    const fallback = await ctx.admin.get<Row[]>('/myTeam/getParentSimulatorTeamList');
    expect(fallback.result.length).toBeGreaterThan(1);
  });

  it('computes the worked example of docs/decisions/team.md to the cent', async () => {
    for (const [userId, level] of SIMULATED) {
      const set = await ctx.admin.get('/myTeam/setSimulatorTeamLevel', { userId, level });
      expect(set.code, set.message).toBe(200);
    }
    const answer = await ctx.admin.get<Simulation>('/myTeam/teamRewardSimulator', {
      userId: SUBJECT,
      amount: '12345.67',
    });
    expect(answer.code, answer.message).toBe(200);
    expect(answer.result.records.map((row) => [row.memberId, row.rewardType, row.rate, row.reward])).toEqual([
      [10347, 1, '0.0500', '617.28'],
      [10347, 4, '0.0100', '123.46'],
      [10325, 5, '0.0200', '246.91'],
      [10325, 4, '0.0200', '246.91'],
      [10322, 4, '0.0300', '370.37'],
      [10322, null, '0.0300', '185.19'],
      [10321, 3, '0.0300', '370.37'],
      [10321, null, '0.0300', '185.18'],
    ]);
    expect(answer.result.totalReward).toBe('2345.67');
    // Simulated, never real: the members keep their levels.
    const [real] = await ctx.server.db.query<{ level: number }>(
      'SELECT team_level AS level FROM member WHERE id = $1',
      [10347],
    );
    expect(real?.level).toBe(2);
    const chain = await ctx.admin.get<Row[]>('/myTeam/getParentSimulatorTeamList', { userId: SUBJECT });
    expect(chain.result.map((row) => [row.teamLevel, row.simulatedLevel, row.level])).toEqual([
      [0, null, 0],
      [2, 1, 1],
      [1, 3, 3],
      [4, 6, 6],
      [6, null, 6],
    ]);
  });

  it('refuses a bad amount, level or member', async () => {
    for (const amount of ['0', '-5', '1.234', 'abc', '']) {
      const answer = await ctx.admin.get('/myTeam/teamRewardSimulator', { userId: SUBJECT, amount });
      expect(answer, amount).toMatchObject({ code: 500, message: '模拟金额必须为大于0的数字，最多两位小数' });
    }
    expect((await ctx.admin.get('/myTeam/setSimulatorTeamLevel', { userId: SUBJECT, level: 7 })).code).toBe(500);
    expect((await ctx.admin.get('/myTeam/setSimulatorTeamLevel', { userId: 99999999, level: 1 })).message).toBe(
      '会员不存在',
    );
  });

  it('refuses the read-only operator a simulated level (403) but lets it simulate', async () => {
    const refused = await ctx.operator.get('/myTeam/setSimulatorTeamLevel', { userId: SUBJECT, level: 2 });
    expect(refused.code).toBe(403);
    const [stored] = await ctx.server.db.query<{ count: number }>(
      'SELECT COUNT(*)::int AS count FROM team_simulator_level WHERE member_id = $1',
      [SUBJECT],
    );
    expect(stored?.count).toBe(0);
    const read = await ctx.operator.get('/myTeam/teamRewardSimulator', { userId: SUBJECT, amount: '100' });
    expect(read.code).toBe(200);
  });
});

describe('the reward rules in exact decimals', () => {
  it('rounds half up on the exact product (1.15 × 0.5 = 0.575 → 0.58, where floats give 0.57)', () => {
    expect(applyRate(115n, 5000n)).toBe(58n);
    expect(Math.round(1.15 * 0.5 * 100) / 100).toBe(0.57);
  });

  it('shares the global pool among co-founders, leftover cents to the nearest first', () => {
    const rates = (level: number) => (level === 6 ? { ...ZERO_RATES, global: 100n } : ZERO_RATES);
    const chain = [0, 6, 6, 6].map((level, index) => ({ memberId: index + 1, level }));
    const lines = simulateRewards(100000n, chain, rates); // pool: 1000.00 × 0.01 = 10.00
    expect(lines.map((line) => [line.memberId, line.cents])).toEqual([
      [2, 334n],
      [3, 333n],
      [4, 333n],
    ]);
  });
});

describe('subordinates, level records and team earnings', () => {
  it('lists the demo leader direct (3) and indirect (22) subordinates', async () => {
    const direct = await ctx.admin.get<PageResult<Row>>('/myTeam/teamDirectFriends', { userId: 10321, pageSize: 50 });
    expect(direct.result.records.map((row) => row.memberId)).toEqual([10322, 10323, 10324]);
    const byPhone = await ctx.admin.get<PageResult<Row>>('/myTeam/teamDirectFriends', { phone: '16600000001' });
    expect(byPhone.result.total).toBe(3);
    const indirect = await ctx.admin.get<PageResult<Row>>('/myTeam/teamIndirectFriends', { userId: 10321 });
    expect(indirect.result.total).toBe(22);
    expect(indirect.result.records.every((row) => row.ancestorId === 10321)).toBe(true);
    const all = await ctx.admin.get<PageResult<Row>>('/myTeam/teamIndirectFriends', {});
    expect(all.result.total).toBeGreaterThan(22);
  });

  it("lists a member's level changes, newest first", async () => {
    const answer = await ctx.admin.get<PageResult<Row>>('/myTeam/teamLevelRecord', { userId: 10321, pageSize: 50 });
    expect(answer.result.records.map((row) => [row.beforeLevel, row.afterLevel])).toEqual([
      [5, 6],
      [4, 5],
      [3, 4],
      [2, 3],
      [1, 2],
      [0, 1],
    ]);
    expect((await ctx.admin.get('/myTeam/teamLevelRecord', {})).code).toBe(500);
  });

  it('seeds team earnings by the same rules, with dictionary codes only', async () => {
    const answer = await ctx.admin.get<PageResult<Row>>('/myTeam/teamRewardRecord', { pageSize: 50 });
    expect(answer.result.total).toBeGreaterThan(40);
    const rows = await ctx.server.db.query<{ type: number; status: number; paid: boolean }>(
      `SELECT DISTINCT reward_type AS type, status, paid_time IS NOT NULL AS paid FROM team_reward_record`,
    );
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(rows.every((row) => [0, 1].includes(row.status) && row.paid === (row.status === 1))).toBe(true);
    const [bad] = await ctx.server.db.query<{ count: number }>(
      `SELECT COUNT(*)::int AS count FROM team_reward_record
        WHERE reward_amount <> ROUND(base_amount * reward_rate, 2)`,
    );
    expect(bad?.count).toBe(0);
  });
});
