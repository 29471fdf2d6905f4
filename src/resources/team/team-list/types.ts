/** A team member row (SPEC §3), used by the team list and the indirect-subordinates drawer. */
export interface TeamMember {
  id: number;
  memberId: number;
  memberName: string | null;
  memberPhone: string | null;
  teamLevelName: string | null;
  userPerformance: number | null;
  /** Member / partner level 0–6. */
  teamLevel: number | null;
  teamDeposit: number | null;
  teamUserCount: number | null;
  teamPerformance: number | null;
  registerTime: string | null;
}

/** The subordinates drawers' screen key (their labels' catalogue is `teamSubordinates`, see subordinates.ts). */
export const SUBORDINATES_KEY = "team/team-subordinates";
export const SUBORDINATES_NS = "teamSubordinates";

/** Which subordinates a drawer lists: direct (next level) or indirect (next-next level). */
export type SubordinateKind = "direct" | "indirect";

/** A change of a member's partner level (`/myTeam/teamLevelRecord`). */
export interface LevelRecord {
  id: number;
  memberId: number;
  memberName: string | null;
  beforeLevel: number;
  afterLevel: number;
  /** 1 upgrade (conditions met), 2 downgrade, 3 set by staff. */
  changeType: number;
  remark: string;
  createdTime: string;
}

/** A direct subordinate row (`/myTeam/teamDirectFriends`): the member and its referrer. */
export interface DirectSubordinate extends TeamMember {
  referrerId: number;
  referrerName: string | null;
  referrerPhone: string | null;
}

/** An indirect subordinate row (`/myTeam/teamIndirectFriends`): the member, its referrer and the one above. */
export interface IndirectSubordinate extends TeamMember {
  referrerId: number;
  ancestorId: number;
  ancestorName: string | null;
  ancestorPhone: string | null;
}
