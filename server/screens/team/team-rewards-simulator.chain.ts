import type { FiltersOf } from '../../../contract/calls';
import type { teamRewardsSimulator } from '../../../contract/team/team-rewards-simulator';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optInt, optString, type Input } from '../../lib/input';
import { parseRate, ZERO_RATES, type LevelRates } from './team-rewards-simulator.rules';
import { fill, M } from '../../i18n/messages';

/** A member of an upline chain as the simulator lists it (depth 0 = the member picked). */
export interface ChainRow {
  id: number;
  memberId: number;
  memberName: string;
  memberPhone: string;
  depth: number;
  teamLevel: number;
  /** The simulated level, or null when the member has none. */
  simulatedLevel: number | null;
  /** The level the rules use: the simulated one when set, else the real one. */
  level: number;
}

/** Referrer chains are walked at most this deep (a guard against a cycle in bad data). */
const MAX_DEPTH = 50;

/** The member and its uplines, nearest first; `simulated` false ignores the simulated levels (real rewards). */
export async function loadChain(db: Queryable, memberId: number, simulated = true): Promise<ChainRow[]> {
  return db.query<ChainRow>(
    `WITH RECURSIVE chain(id, depth) AS (
       SELECT id, 0 FROM member WHERE id = $1
       UNION ALL
       SELECT m.referrer_id, c.depth + 1 FROM chain c JOIN member m ON m.id = c.id
        WHERE m.referrer_id IS NOT NULL AND c.depth < ${MAX_DEPTH})
     SELECT m.id, m.id AS "memberId", m.real_name AS "memberName", m.phone AS "memberPhone", c.depth,
            m.team_level AS "teamLevel", s.level AS "simulatedLevel",
            ${simulated ? 'COALESCE(s.level, m.team_level)' : 'm.team_level'} AS level
       FROM chain c JOIN member m ON m.id = c.id LEFT JOIN team_simulator_level s ON s.member_id = m.id
      ORDER BY c.depth`,
    [memberId],
  );
}

/** Each level's rates: its enabled config (status 1) with the lowest id; a level without one earns nothing. */
export async function loadRates(db: Queryable): Promise<(level: number) => LevelRates> {
  const rows = await db.query<Record<'level' | 'direct' | 'indirect' | 'child' | 'same' | 'global', string | null>>(
    `SELECT DISTINCT ON (level) level::text, user_invite_direct_rate::text AS direct,
            user_invite_indirect_rate::text AS indirect, child_level_profit_rate::text AS child,
            same_level_profit_rate::text AS same, global_profit_rate::text AS global
       FROM team_level_config WHERE status = 1 ORDER BY level, id`,
  );
  const byLevel = new Map<number, LevelRates>(
    rows.map((row) => [
      Number(row.level),
      {
        direct: parseRate(row.direct),
        indirect: parseRate(row.indirect),
        child: parseRate(row.child),
        same: parseRate(row.same),
        // SPEC §2.7: the global dividend is the co-founders' (level 6) only.
        global: row.level === '6' ? parseRate(row.global) : 0n,
      },
    ]),
  );
  return (level) => byLevel.get(level) ?? ZERO_RATES;
}

/**
 * The member picked by `userId` or `phone` (exact); with neither and `fallback`, the member with the longest upline
 * chain (ties: the lowest id), so the page opens on a chain worth simulating.
 */
export async function pickMember(
  db: Queryable,
  input: Input<FiltersOf<typeof teamRewardsSimulator.getParentSimulatorTeamList>>,
  fallback: boolean,
): Promise<number> {
  const userId = optInt(input, 'userId', 1);
  const phone = optString(input, 'phone');
  if (userId !== undefined || phone !== undefined) {
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM member WHERE ($1::int IS NULL OR id = $1) AND ($2::text IS NULL OR phone = $2) ORDER BY id LIMIT 1',
      [userId ?? null, phone ?? null],
    );
    if (!row) throw new ApiError(M.memberNotFound);
    return row.id;
  }
  if (!fallback) throw new ApiError(fill(M.missingParameter, { field: 'userId' }));
  const [deepest] = await db.query<{ id: number }>(
    `WITH RECURSIVE up(start, id, depth) AS (
       SELECT id, referrer_id, 1 FROM member WHERE referrer_id IS NOT NULL
       UNION ALL
       SELECT u.start, m.referrer_id, u.depth + 1 FROM up u JOIN member m ON m.id = u.id
        WHERE m.referrer_id IS NOT NULL AND u.depth < ${MAX_DEPTH})
     SELECT start AS id FROM up ORDER BY depth DESC, start LIMIT 1`,
  );
  if (!deepest) throw new ApiError(M.memberNotFound);
  return deepest.id;
}
