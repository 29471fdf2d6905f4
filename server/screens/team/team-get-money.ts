import { teamGetMoney } from '../../../contract/team/team-get-money';
import { bulkInsert } from '../../db/bulk';
import type { Queryable, SqlParam } from '../../db/types';
import { between, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, money, rate, serial, table, timestamp } from '../../lib/table';
import { DAY_MS, seedTime, windowEndMs } from '../../seed/dates';
import { loadRates } from './team-rewards-simulator.chain';
import { formatCents, formatRate, simulateRewards, type ChainMember } from './team-rewards-simulator.rules';

/** A team reward paid (or to be paid) to a member for an amount of a member of its team. */
const reward = table('team_reward_record', {
  id: serial(),
  memberId: integer({ references: 'member(id)' }),
  sourceMemberId: integer({ references: 'member(id)' }),
  rewardType: integer(),
  baseAmount: money(),
  rewardRate: rate(),
  rewardAmount: money(),
  status: integer({ default: '0' }),
  createdTime: timestamp(),
  paidTime: timestamp({ nullable: true }),
});

/**
 * Real rewards by the same rules as the simulator (real levels, no global dividend: it is not a team reward type):
 * every third member with a referrer made one deterministic purchase in the last 60 days; a reward older than two
 * days has been paid the day after it was earned.
 */
async function seed(db: Queryable): Promise<void> {
  // One read of every referrer link (a query per chain would slow every fresh start).
  const members = await db.query<{ id: number; referrerId: number | null; level: number }>(
    'SELECT id, referrer_id AS "referrerId", team_level AS level FROM member ORDER BY id',
  );
  const byId = new Map(members.map((member) => [member.id, member]));
  const chainOf = (id: number): ChainMember[] => {
    const chain: ChainMember[] = [];
    for (let member = byId.get(id); member && chain.length <= 50; member = byId.get(member.referrerId ?? 0))
      chain.push({ memberId: member.id, level: member.level });
    return chain;
  };
  const ratesOf = await loadRates(db);
  const rows: SqlParam[][] = [];
  for (const { id } of members.filter((member) => member.referrerId !== null && member.id % 3 === 0)) {
    const cents = BigInt(((id * 7919) % 490) * 1000 + 10000 + ((id * 37) % 100));
    const earned = windowEndMs() - ((id * 131) % 60) * DAY_MS - ((id * 977) % 86400) * 1000;
    const paid = earned < windowEndMs() - 2 * DAY_MS;
    for (const line of simulateRewards(cents, chainOf(id), ratesOf)) {
      if (line.rewardType === null) continue;
      rows.push([
        line.memberId,
        id,
        line.rewardType,
        formatCents(cents),
        formatRate(line.rate),
        formatCents(line.cents),
        paid ? 1 : 0,
        seedTime(earned),
        paid ? seedTime(earned + DAY_MS) : null,
      ]);
    }
  }
  await bulkInsert(
    db,
    'team_reward_record',
    [
      'member_id',
      'source_member_id',
      'reward_type',
      'base_amount',
      'reward_rate',
      'reward_amount',
      'status',
      'created_time',
      'paid_time',
    ],
    rows,
  );
}

/** Team earnings (SPEC §2.3 team get-money, §7.5 `teamRewardRecord`). */
export default screenRoutes(
  'team/team-get-money',
  { order: 5, title: { 'zh-CN': '团队收益', 'en-US': 'Team earnings' } },
  (r) => {
    r.entity({
      table: reward,
      migrations: [
        {
          id: 'team_reward_record:member-idx',
          sql: 'CREATE INDEX team_reward_record_member_idx ON team_reward_record(member_id, created_time)',
        },
      ],
      seed,
    });

    r.list(teamGetMoney.list, {
      from: 'team_reward_record t JOIN member m ON m.id = t.member_id JOIN member s ON s.id = t.source_member_id',
      select: `${reward.select('t')}, m.real_name AS "memberName", m.phone AS "memberPhone",
      s.real_name AS "sourceMemberName"`,
      filters: {
        userId: eq('t.member_id', 'int', { field: 'memberId' }),
        phone: eq('m.phone', 'text', { field: 'memberPhone' }),
        sourceUserId: eq('t.source_member_id', 'int', { field: 'sourceMemberId' }),
        rewardType: oneOf('t.reward_type', [1, 2, 3, 4, 5]),
        status: oneOf('t.status', [0, 1]),
        ...between('t.created_time', 'startTime', 'endTime', 'time', { field: 'createdTime' }),
      },
      order: 't.created_time DESC, t.id DESC',
      doc: 'records of team rewards: receiver, source member, `rewardType` (1–5), amounts, `status` (payout 0/1)',
    });

    r.note(
      '`teamRewardRecord`: `userId`/`phone` pick the receiving member, `sourceUserId` the member whose amount ' +
        'earned it; `rewardType` by the team reward type dictionary, `status` by the payout dictionary (0 pending, ' +
        '1 paid, with `paidTime`). `rewardRate` is the rate applied (the level difference for type 4).',
    );
  },
);
