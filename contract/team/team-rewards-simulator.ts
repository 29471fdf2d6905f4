/**
 * Team reward simulator (SPEC §2.3, §7.5): a member's upline chain with real and simulated levels, a simulated level
 * changed, the rewards of an amount simulated.
 */
import { call, listCall } from "../calls";

/** A member of the upline chain, nearest first; depth 0 is the member picked. */
export interface ChainMember {
  id: number;
  memberId: number;
  memberName: string | null;
  memberPhone: string | null;
  depth: number;
  /** The real partner level (0–6). */
  teamLevel: number;
  /** The simulated level, or null when none is set. */
  simulatedLevel: number | null;
  /** The level the reward rules use. */
  level: number;
  subjectId: number;
  subjectPhone: string;
}

/** One reward line of a simulation; money and rates are exact decimal strings. */
export interface RewardLine {
  id: number;
  memberId: number;
  memberName: string;
  memberPhone: string;
  depth: number;
  level: number;
  /** Team reward type 1–5; null for the global dividend (co-founders). */
  rewardType: number | null;
  rate: string;
  reward: string;
}

export interface Simulation {
  subjectId: number;
  amount: string;
  records: RewardLine[];
  totalReward: string;
}

export const teamRewardsSimulator = {
  /** The member picked by `userId` or `phone`, and its upline, nearest first. */
  getParentSimulatorTeamList: listCall<ChainMember>()({
    style: "query",
    path: "/myTeam/getParentSimulatorTeamList",
    result: "array",
    paging: "none",
    filters: { userId: "int", phone: "text" },
  }),
  setSimulatorTeamLevel: call("query", "/myTeam/setSimulatorTeamLevel", "edit", { level: "int", userId: "int" }),
  teamRewardSimulator: call("query", "/myTeam/teamRewardSimulator", { amount: "number", userId: "int" }),
};
