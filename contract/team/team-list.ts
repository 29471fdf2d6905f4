/** Team list (SPEC §2.3, §2.9): members with their team figures, and a member's level changes. */
import { listCall } from "../calls";
import type { TeamMember } from "./team-next-list";

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

export const teamList = {
  list: listCall<TeamMember>()({
    style: "query",
    path: "/myTeam/teamList",
    filters: { userId: "int", phone: "text", teamLevel: "enum" },
  }),
  levelRecords: listCall<LevelRecord>()({
    style: "query",
    path: "/myTeam/teamLevelRecord",
    filters: { userId: "int" },
  }),
};
