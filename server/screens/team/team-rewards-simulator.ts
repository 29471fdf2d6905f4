import { teamRewardsSimulator } from '../../../contract/team/team-rewards-simulator';
import { optInt, requireInt } from '../../lib/input';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, timestamp } from '../../lib/table';
import { shanghaiNow } from '../../lib/time';
import { loadChain, loadRates, pickMember } from './team-rewards-simulator.chain';
import { formatCents, formatRate, parseCents, simulateRewards } from './team-rewards-simulator.rules';
import { M } from '../../i18n/messages';

/** A simulated partner level (the simulator's only; the member's real `team_level` is never touched). */
const simulatedLevel = table('team_simulator_level', {
  id: serial(),
  memberId: integer({ references: 'member(id)' }),
  level: integer(),
  updatedTime: timestamp(),
});

/** The team reward simulator (SPEC §2.3, §7.5): a member's upline chain, simulated levels, rewards for an amount. */
export default screenRoutes(
  'team/team-rewards-simulator',
  { order: 6, title: { 'zh-CN': '团队奖励模拟器', 'en-US': 'Team reward simulator' } },
  (r) => {
    r.entity({
      table: simulatedLevel,
      migrations: [
        {
          id: 'team_simulator_level:unique-member',
          sql: 'CREATE UNIQUE INDEX team_simulator_level_member_idx ON team_simulator_level(member_id)',
        },
      ],
    });

    // Hand-written: walks a member's upline chain, not a page of rows.
    r.get(
      teamRewardsSimulator.getParentSimulatorTeamList,
      {
        params: '{userId?, phone?}',
        doc:
          'array of chain rows, nearest first: `memberId`, `memberName`, `memberPhone`, `depth` (0 = the member ' +
          'picked), `teamLevel` (real), `simulatedLevel` (null when none), `level` (the one the rules use), ' +
          '`subjectId`, `subjectPhone` (the member picked)',
      },
      async ({ db, input }) => {
        const subject = await pickMember(db, { userId: input.userId, phone: input.phone }, true);
        const chain = await loadChain(db, subject);
        const subjectPhone = chain[0]?.memberPhone ?? '';
        return chain.map((row) => ({ ...row, subjectId: subject, subjectPhone }));
      },
    );

    // Hand-written: keeps only a level that differs from the real one; setting the real one back clears it.
    r.get(
      teamRewardsSimulator.setSimulatorTeamLevel,
      { writes: true, params: '{userId, level}', doc: "the member's simulated level (0–6) → that level" },
      async ({ db, input }) => {
        const memberId = await pickMember(db, { userId: requireInt(input, 'userId', 1), phone: undefined }, false);
        const level = requireInt(input, 'level', 0, 6);
        const [member] = await db.query<{ teamLevel: number }>(
          'SELECT team_level AS "teamLevel" FROM member WHERE id = $1',
          [memberId],
        );
        // Only a level that differs from the real one is kept: setting the real level back clears the simulation.
        if (member?.teamLevel === level) {
          await db.query('DELETE FROM team_simulator_level WHERE member_id = $1', [memberId]);
        } else {
          await db.query(
            `INSERT INTO team_simulator_level (member_id, level, updated_time) VALUES ($1, $2, $3::timestamp)
           ON CONFLICT (member_id) DO UPDATE SET level = EXCLUDED.level, updated_time = EXCLUDED.updated_time`,
            [memberId, level, shanghaiNow()],
          );
        }
        return level;
      },
    );

    // Hand-written: computes the rewards an amount would pay up the chain.
    r.get(
      teamRewardsSimulator.teamRewardSimulator,
      {
        params: '{userId, amount}',
        doc:
          '{subjectId, amount, records: [{memberId, memberName, memberPhone, depth, level, rewardType, rate, ' +
          'reward}], totalReward}; money and rates as exact decimal strings (docs/decisions/team.md "Team rewards")',
      },
      async ({ db, input }) => {
        const subjectId = await pickMember(db, { userId: optInt(input, 'userId', 1), phone: undefined }, false);
        const cents = parseCents(input.amount);
        const chain = await loadChain(db, subjectId);
        const lines = simulateRewards(cents, chain, await loadRates(db));
        const byId = new Map(chain.map((row) => [row.memberId, row]));
        const records = lines.map((line, index) => ({
          id: index + 1,
          memberId: line.memberId,
          memberName: byId.get(line.memberId)?.memberName ?? '',
          memberPhone: byId.get(line.memberId)?.memberPhone ?? '',
          depth: line.depth,
          level: line.level,
          rewardType: line.rewardType,
          rate: formatRate(line.rate),
          reward: formatCents(line.cents),
        }));
        const total = lines.reduce((sum, line) => sum + line.cents, 0n);
        return { subjectId, amount: formatCents(cents), records, totalReward: formatCents(total) };
      },
    );

    r.note(
      "Simulated levels live in `team_simulator_level` (never the member's real level); `setSimulatorTeamLevel` " +
        'with the real level clears the simulation. `getParentSimulatorTeamList` without `userId`/`phone` picks the ' +
        `member with the longest upline chain (ties: lowest id). Unknown member: "${M.memberNotFound}". \`amount\`: a positive ` +
        `number with at most 2 decimals ("${M.simulatedAmountMustNumber}"). The rules: docs/decisions/team.md "Team rewards". ` +
        'The global dividend line has `rewardType` null.',
    );
  },
);
