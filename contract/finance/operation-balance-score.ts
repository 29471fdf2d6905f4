/**
 * Operation points balance (SPEC §2.3, §7.5 `/score/user/update`): manual add or deduct of a member's points with a
 * reason (points record types 3 and 4), and the list of those operations.
 */
import { call, listCall } from "../calls";
import type { ScoreRow } from "../shared/ledger";

export const operationBalanceScore = {
  list: listCall<ScoreRow>()({
    style: "body",
    path: "/score/record/manual/list",
    filters: { uid: "int", phone: "text", type: "enum", operator: "text", startTime: "time", endTime: "time" },
  }),
  update: call("body", "/score/user/update", "add", { remark: "text", score: "int", type: "enum", uid: "int" }),
};
