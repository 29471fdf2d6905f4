/**
 * Operation points balance (SPEC §2.3, §7.5 `/score/user/update`): manual add or deduct of a member's points with a
 * reason (points record types 3 and 4), and the list of those operations.
 */
import { operationBalanceScore } from "@contract/finance/operation-balance-score";
import { defineScreen } from "@/resources/kit";
import { LEDGER_LABELS, POINTS_CHECK_TEXTS, SCORE_TYPE_LABELS } from "@/resources/shared/ledger/labels";
import { pointsAdjustForm, scoreFields } from "@/resources/shared/ledger/score-row";
import { withLabels } from "@/i18n/catalogue";
import { OPERATION_LABELS } from "@contract/shared/ledger";

export default defineScreen({
  list: operationBalanceScore.list,
  fields: [
    { key: "index", type: "index", width: 60 },
    { key: "uid", type: "member", width: 90, max: 16, search: { fromQuery: "uid" }, form: { required: true } },
    { key: "phone", type: "memberPhone", width: 120, max: 16, search: true },
    ...scoreFields("operationBalanceScore", false),
    { key: "operator", width: 90, max: 50, search: true },
    { key: "createdTime", type: "dateTime", width: 160, search: { keys: ["startTime", "endTime"] } },
  ],
  forms: { add: pointsAdjustForm("operationBalanceScore") },
  i18n: withLabels(OPERATION_LABELS, {
    "zh-CN": {
      fields: { ...LEDGER_LABELS["zh-CN"], type: "操作类型", score: "变动积分" },
      form: { title: "人工调整积分" },
      scoreType: SCORE_TYPE_LABELS["zh-CN"],
      balanceCheck: POINTS_CHECK_TEXTS["zh-CN"],
    },
    "en-US": {
      fields: { ...LEDGER_LABELS["en-US"], type: "Operation", score: "Points" },
      form: { title: "Adjust points manually" },
      scoreType: SCORE_TYPE_LABELS["en-US"],
      balanceCheck: POINTS_CHECK_TEXTS["en-US"],
    },
  }),
});
