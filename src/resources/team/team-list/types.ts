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
