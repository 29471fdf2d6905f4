/**
 * Points records (SPEC §2.3, §7.5 `/score/record/list`): every points movement, typed by the points-record dictionary,
 * with manual add/deduct (`/score/user/update`, the same form as operation points balance).
 */
import { listCall } from "../calls";
import type { ScoreRow } from "../shared/ledger";

export const userScoreRecords = {
  list: listCall<ScoreRow>()({
    style: "body",
    path: "/score/record/list",
    filters: {
      uid: "int",
      phone: "text",
      realName: "text",
      isTest: "flag",
      type: "enum",
      orderNo: "text",
      startTime: "time",
      endTime: "time",
    },
  }),
};
