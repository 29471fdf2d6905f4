/** Team earnings (SPEC §2.3 team get-money, §4 team reward type and payout): the team rewards members earned. */
import { listCall } from "../calls";

export interface TeamReward {
  id: number;
  memberId: number;
  memberName: string;
  memberPhone: string;
  sourceMemberId: number;
  sourceMemberName: string;
  rewardType: number;
  baseAmount: number;
  rewardRate: number;
  rewardAmount: number;
  status: number;
  createdTime: string;
  paidTime: string | null;
}

export const teamGetMoney = {
  list: listCall<TeamReward>()({
    style: "query",
    path: "/myTeam/teamRewardRecord",
    filters: {
      userId: "int",
      phone: "text",
      sourceUserId: "int",
      rewardType: "enum",
      status: "enum",
      startTime: "time",
      endTime: "time",
    },
  }),
};
