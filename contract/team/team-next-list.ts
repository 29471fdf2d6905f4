/** Direct subordinates (SPEC §2.3 team next list): pick a member by ID or phone, list the members it referred. */
import { listCall } from "../calls";

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

/** A direct subordinate row (`/myTeam/teamDirectFriends`): the member and its referrer. */
export interface DirectSubordinate extends TeamMember {
  referrerId: number;
  referrerName: string | null;
  referrerPhone: string | null;
}

export const teamNextList = {
  list: listCall<DirectSubordinate>()({
    style: "query",
    path: "/myTeam/teamDirectFriends",
    filters: { userId: "int", phone: "text" },
  }),
};
