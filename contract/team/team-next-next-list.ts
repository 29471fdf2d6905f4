/** Indirect subordinates (SPEC §2.3 team next-next list): pick a member by ID or phone, list its referrals' referrals. */
import { listCall } from "../calls";
import type { TeamMember } from "./team-next-list";

/** An indirect subordinate row (`/myTeam/teamIndirectFriends`): the member, its referrer and the one above. */
export interface IndirectSubordinate extends TeamMember {
  referrerId: number;
  ancestorId: number;
  ancestorName: string | null;
  ancestorPhone: string | null;
}

export const teamNextNextList = {
  list: listCall<IndirectSubordinate>()({
    style: "query",
    path: "/myTeam/teamIndirectFriends",
    filters: { userId: "int", phone: "text" },
  }),
};
