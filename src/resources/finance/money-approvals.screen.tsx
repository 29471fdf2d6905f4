/**
 * Money approvals (four-eyes, docs/audit-trail.md): manual credits/debits and withdrawal approvals above the
 * threshold of their currency wait here for a second staff user. Its requester sees why Approve is absent and may
 * withdraw the request; anyone else holding edit may approve it (after a confirmation showing the money) or reject
 * it with a reason.
 */
import { moneyApprovals } from "@contract/finance/money-approvals";
import { Typography } from "antd";
import { t } from "@/i18n";
import { isMe } from "@/lib/storage";
import { defineScreen, EMPTY, fieldLabelKeys, reviewActions, memberText, type ConfirmFact } from "@/resources/kit";
import { dictLabel } from "@/components/use-dict";
import { formatMoney } from "@contract/money";
import { ThresholdsNote } from "./money-approvals/thresholds-note";
import { ApprovalStatus } from "./money-approvals/types";
import type { MoneyApproval } from "@contract/finance/money-approvals";

const pending = (row: MoneyApproval) => row.status === ApprovalStatus.pending;
const mine = (row: MoneyApproval) => isMe(row.requestedByName);

const fact = (key: string, value: string): ConfirmFact => ({
  key,
  labelKey: fieldLabelKeys("moneyApprovals", key),
  value,
});

/** What approving or rejecting a request moves: the kind, the member, the currency and amount, a withdrawal's address. */
function approvalFacts(row: MoneyApproval): ConfirmFact[] {
  return [
    fact("kind", dictLabel("approvalKind", row.kind)),
    fact("member", memberText(row.uid, row.realName, row.phone)),
    fact("currency", row.currency),
    fact("amount", `${formatMoney(row.amount)} ${row.currency}`),
    ...(row.kind === "withdrawal" ? [fact("orderNo", row.orderNo ?? EMPTY), fact("cardNo", row.cardNo ?? EMPTY)] : []),
    fact("remark", row.remark ?? EMPTY),
  ];
}

/** Who may decide a request, or who did. */
function approverText(row: MoneyApproval): string {
  if (!pending(row)) return row.decidedByName ?? "";
  return t(mine(row) ? "moneyApprovals.approver.notYou" : "moneyApprovals.approver.anyoneElse");
}

export default defineScreen({
  list: moneyApprovals.list,
  // "Start reviewing" hands out the oldest pending one of the filters shown (docs/review-queue.md).
  queue: { name: "approvals", pending, since: "requestedTime" },
  tabs: { field: "status", dict: "approvalStatus" },
  fields: [
    { key: "id", type: "digits", width: 80 },
    { key: "kind", type: "dict", dict: "approvalKind", width: 120, search: true },
    { key: "uid", type: "member", width: 90, max: 16, search: { fromQuery: "uid" } },
    { key: "phone", type: "memberPhone", width: 120 },
    { key: "realName", width: 100 },
    { key: "currency", type: "dict", dict: "walletType", width: 80, search: true },
    { key: "amount", type: "money", width: 120 },
    { key: "cardNo", width: 200, ellipsis: true },
    { key: "remark", width: 140, ellipsis: true },
    { key: "requestedByName", width: 110, max: 50, search: true },
    { key: "requestedTime", type: "dateTime", search: { keys: ["startTime", "endTime"] } },
    {
      key: "approver",
      width: 200,
      render: (row) => (
        <Typography.Text type={pending(row) && mine(row) ? "warning" : undefined}>{approverText(row)}</Typography.Text>
      ),
      csv: approverText,
    },
    { key: "decidedTime", type: "dateTime" },
    { key: "decideRemark", width: 140, ellipsis: true },
    { key: "status", type: "dict", dict: "approvalStatus", fixed: "right" },
  ],
  toolbar: [{ key: "thresholds", component: ThresholdsNote }],
  export: { fileNameKey: ".export.fileName" },
  rowActions: [
    ...reviewActions<MoneyApproval>(moneyApprovals.approve, {
      visible: (row) => pending(row) && !mine(row),
      facts: approvalFacts,
      approve: { payload: (row) => ({ id: row.id }), confirmKey: ".confirmApprove" },
      reject: { endpoint: moneyApprovals.reject.path, payload: (row, reason) => ({ id: row.id, remark: reason }) },
    }),
    {
      key: "withdraw",
      permType: "edit",
      visible: (row) => pending(row) && mine(row),
      confirm: { textKey: ".confirmWithdraw" },
      endpoint: moneyApprovals.reject,
      payload: (row) => ({ id: row.id }),
    },
  ],
  actionsWidth: 170,
  i18n: {
    "zh-CN": {
      fields: {
        id: "申请编号",
        kind: "类型",
        uid: "用户ID",
        realName: "姓名",
        amount: "金额",
        cardNo: "提现地址",
        member: "会员",
        orderNo: "提现订单号",
        remark: "原因",
        requestedByName: "发起人",
        requestedTime: "发起时间",
        approver: "批准人",
        decidedTime: "处理时间",
        decideRemark: "处理说明",
      },
      actions: { withdraw: "撤回" },
      approver: { notYou: "需另一位员工批准（由你发起）", anyoneElse: "除发起人外有编辑权限的员工" },
      confirmApprove: "确认批准该申请？批准后资金立即变动。",
      confirmWithdraw: "确认撤回该申请？撤回后资金不会变动。",
      thresholds: {
        both: "双人复核阈值：{{usdt}}；{{rmb}}",
        value: "{{currency}} 超过 {{amount}}",
        off: "{{currency}} 未开启",
        failed: "阈值读取失败",
      },
      export: { fileName: "资金审批" },
    },
    "en-US": {
      fields: {
        id: "Request no.",
        kind: "Type",
        uid: "User ID",
        realName: "Name",
        amount: "Amount",
        cardNo: "Withdrawal address",
        member: "Member",
        orderNo: "Withdrawal order",
        remark: "Reason",
        requestedByName: "Requested by",
        requestedTime: "Requested at",
        approver: "Approver",
        decidedTime: "Decided at",
        decideRemark: "Decision note",
      },
      actions: { withdraw: "Withdraw" },
      approver: {
        notYou: "Needs another staff user (you requested it)",
        anyoneElse: "Any staff user with edit rights but the requester",
      },
      confirmApprove: "Approve this request? The money moves at once.",
      confirmWithdraw: "Withdraw this request? No money moves.",
      thresholds: {
        both: "Four-eyes thresholds: {{usdt}}; {{rmb}}",
        value: "{{currency}} above {{amount}}",
        off: "{{currency}} off",
        failed: "The thresholds could not be read",
      },
      export: { fileName: "money approvals" },
    },
  },
});
