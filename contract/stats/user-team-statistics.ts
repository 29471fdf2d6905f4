/** Team statistics (SPEC §2.3, `/myTeam/teamOverview`; fields not shown, designed here): every team leader's team. */
import { listCall } from "../calls";

export interface TeamRow {
  uid: number;
  realName: string;
  phone: string;
  teamLevel: number;
  directCount: number;
  teamUserCount: number;
  teamPerformance: string;
  teamDeposit: string;
  userPerformance: string;
}

export const userTeamStatistics = {
  list: listCall<TeamRow>()({
    style: "query",
    path: "/myTeam/teamOverview",
    filters: { uid: "int", phone: "text", teamLevel: "enum" },
  }),
};
