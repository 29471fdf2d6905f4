/**
 * Real-name review (SPEC §2.3, §4 real-name dictionary): the applications under review (status 1) with the ID
 * images as previews; approve → 2 verified, reject with a reason → 0 unverified. The server reviews an application
 * once (a second review is refused).
 */
import { type RealNameApplication, realnameReview } from "@contract/members/realname-review";
import { defineScreen, reviewActions } from "@/resources/kit";
import { COMMON_LABELS } from "@contract/labels";
import { withLabels } from "@/i18n/catalogue";

const UNDER_REVIEW = 1;

export default defineScreen({
  list: { ...realnameReview.list, params: { realNameStatus: UNDER_REVIEW } },
  // "Start reviewing" hands out the oldest application of the filters shown (docs/review-queue.md).
  queue: { name: "realnames", pending: (row) => row.realNameStatus === UNDER_REVIEW, since: "realNameApplyTime" },
  fields: [
    { key: "index", type: "index" },
    { key: "id", type: "digits", width: 90, max: 10, search: { param: "userId", label: "userId" } },
    { key: "realName", width: 110, max: 20, search: true },
    { key: "phone", type: "memberPhone", max: 11, search: true },
    { key: "isTest", type: "yesNo", colors: { yes: "red", no: "default" } },
    { key: "idType", type: "dict", dict: "idDocument" },
    { key: "idNumber", width: 190, max: 18, search: true },
    { key: "idFrontImage", type: "image", width: 110 },
    { key: "idBackImage", type: "image", width: 110 },
    { key: "realNameStatus", type: "dict", dict: "realnameStatus" },
    {
      key: "realNameApplyTime",
      type: "dateTime",
      search: { param: "applyTime", keys: ["applyStart", "applyEnd"] },
    },
  ],
  rowActions: reviewActions<RealNameApplication>(realnameReview.review, {
    visible: (row) => row.realNameStatus === UNDER_REVIEW,
    approve: {
      payload: (row) => ({ id: row.id, realNameStatus: 2 }),
      confirmKey: ".confirmApprove",
    },
    reject: { payload: (row, reason) => ({ id: row.id, realNameStatus: 0, remark: reason }) },
  }),
  actionsWidth: 140,
  i18n: withLabels(
    { id: COMMON_LABELS.memberId },
    {
      "zh-CN": {
        fields: {
          isTest: "测试账号",
          idType: "证件类型",
          idNumber: "证件号码",
          idFrontImage: "证件正面",
          idBackImage: "证件反面",
          realNameStatus: "实名状态",
          realNameApplyTime: "申请时间",
        },
        confirmApprove: "确认通过该会员的实名认证吗？",
      },
      "en-US": {
        fields: {
          isTest: "Test account",
          idType: "ID document",
          idNumber: "ID number",
          idFrontImage: "ID front",
          idBackImage: "ID back",
          realNameStatus: "Real-name status",
          realNameApplyTime: "Applied",
        },
        confirmApprove: "Approve this member's real-name verification?",
      },
    },
  ),
});
