/**
 * Points records (SPEC §2.3, §7.5 `/score/record/list`): every points movement, typed by the points-record dictionary,
 * with manual add/deduct (`/score/user/update`, the same form as operation points balance).
 */
import { userScoreRecords } from "@contract/members/user-score-records";
import { defineScreen } from "@/resources/kit";
import { LEDGER_LABELS, POINTS_CHECK_TEXTS, SCORE_TYPE_LABELS } from "@/resources/shared/ledger/labels";
import { pointsAdjustForm, scoreFields } from "@/resources/shared/ledger/score-row";

export default defineScreen({
  list: { ...userScoreRecords.list, numbers: ["uid", "type", "isTest"] },
  fields: [
    { key: "index", type: "index", width: 60 },
    { key: "uid", type: "member", width: 90, max: 16, search: { fromQuery: "uid" }, form: { required: true } },
    { key: "phone", type: "memberPhone", width: 120, max: 16, search: true },
    { key: "realName", column: false, max: 50, search: true },
    { key: "isTest", type: "yesNo", column: false, search: true },
    ...scoreFields("userScoreRecords"),
    { key: "orderNo", width: 170, max: 64, search: true },
    { key: "createdTime", type: "dateTime", width: 160, search: { keys: ["startTime", "endTime"] } },
  ],
  forms: { add: pointsAdjustForm("userScoreRecords") },
  i18n: {
    "zh-CN": {
      fields: { ...LEDGER_LABELS["zh-CN"], type: "积分类型", score: "变动积分", orderNo: "关联订单号" },
      form: { title: "增加/扣除积分" },
      scoreType: SCORE_TYPE_LABELS["zh-CN"],
      balanceCheck: POINTS_CHECK_TEXTS["zh-CN"],
    },
    "en-US": {
      fields: { ...LEDGER_LABELS["en-US"], type: "Points type", score: "Points", orderNo: "Reference order" },
      form: { title: "Add or deduct points" },
      scoreType: SCORE_TYPE_LABELS["en-US"],
      balanceCheck: POINTS_CHECK_TEXTS["en-US"],
    },
  },
});
