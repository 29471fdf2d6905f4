/** Withdrawal orders (SPEC §2.11): tabs by status, twelve filters, totals, subtotal, review, energy, export. */
import { withdrawOrders } from "@contract/finance/withdraw-orders";
import { Tag } from "antd";
import { DictTag } from "@/components/dict-tag";
import { t } from "@/i18n";
import { isMe } from "@/lib/storage";
import { defineScreen, batchReviewActions, reviewActions } from "@/resources/kit";
import { AddressButton } from "./withdraw-orders/address-modal";
import { RecentChanges } from "./withdraw-orders/recent-changes";
import { withdrawFacts } from "./withdraw-orders/review-facts";
import { TotalsBadges } from "./withdraw-orders/totals-badges";
import { WithdrawStatus } from "./withdraw-orders/types";
import type { WithdrawOrder } from "@contract/finance/withdraw-orders";

const approvePayload = (row: WithdrawOrder) => ({ id: row.id, status: WithdrawStatus.approved, remark: null });
const rejectPayload = (row: WithdrawOrder, reason: string) => ({
  id: row.id,
  status: WithdrawStatus.rejected,
  remark: reason,
});
const pending = (row: WithdrawOrder) => row.status === WithdrawStatus.pending;
const requestedByMe = (row: WithdrawOrder) => isMe(row.approvalRequestedBy);

/** A four-eyes request waiting on the order: who asked, and whether this user may approve it. */
function ApprovalNote({ row }: { row: WithdrawOrder }) {
  const key = requestedByMe(row) ? "withdrawOrders.approval.mine" : "withdrawOrders.approval.other";
  return (
    <Tag color="orange" data-testid="approval-note">
      {t(key, { name: row.approvalRequestedBy })}
    </Tag>
  );
}
const energyKey = (row: WithdrawOrder) =>
  row.isSendEnergy === true ? "withdrawOrders.energy.sent" : "withdrawOrders.energy.notSent";
const phone = { type: "memberPhone", max: 16, search: true } as const;

export default defineScreen({
  list: { ...withdrawOrders.list, result: "pageInfoVO" },
  // The back end masks personal data here and may reveal a row with a reason (docs/security.md).
  reveal: true,
  // No detail drawer or edit form to hold a History tab, and the action column is the spec's (§2.11): the order
  // number opens the order's History (docs/audit-trail.md).
  historyLink: "orderNo",
  tabs: { field: "status", dict: "withdrawStatus" },
  // "Start reviewing" hands out the oldest pending order of the filters shown (docs/review-queue.md).
  queue: { name: "withdrawals", pending, since: "createdTime", context: RecentChanges },
  paging: { sizes: [10, 20, 50, 100, 200, 300, 500, 1000], initial: 15, afterReset: 10 },
  fields: [
    { key: "index", type: "index", csv: false },
    { key: "orderNo", width: 200, max: 64, search: { order: 1, fromQuery: "orderNo" } },
    { key: "userId", type: "member", max: 16, search: { order: 2, fromQuery: "uid" } },
    { key: "currency", width: 80 },
    {
      key: "withdrawAmount",
      type: "money",
      sortable: true,
      search: { keys: ["withdrawStart", "withdrawEnd"], order: 8 },
      csv: (row) => (row.withdrawAmount == null ? "0.00" : Number(row.withdrawAmount).toFixed(2)),
    },
    { key: "usdtAmount", type: "money", width: 120, sortable: true },
    { key: "feeAmount", type: "money", width: 110, sortable: true },
    { key: "transferAmount", type: "money", sortable: true },
    { key: "isTest", type: "yesNo", search: { order: 3 } },
    { key: "phone", ...phone, width: 130, search: { order: 4 } },
    { key: "realname", width: 100, max: 50, search: { order: 5 } },
    { key: "firstName", width: 100 },
    { key: "firstPhone", ...phone, width: 130, search: { order: 9 } },
    { key: "fatherPhone", ...phone, column: false, search: { order: 10 } },
    { key: "thirdMemberName", width: 100 },
    { key: "thirdMemberPhone", type: "memberPhone" },
    {
      key: "cardNo",
      width: 90,
      max: 100,
      search: { param: "walletAddress", order: 7 },
      render: (row) => <AddressButton row={row} />,
      csv: (row) => row.cardNo,
    },
    {
      key: "isSendEnergy",
      width: 110,
      render: (row) => <Tag color={row.isSendEnergy === true ? "green" : undefined}>{t(energyKey(row))}</Tag>,
      csv: (row) => t(energyKey(row)),
    },
    {
      key: "createdTime",
      type: "dateTime",
      search: { param: "applyTime", keys: ["startTime", "endTime"], order: 0 },
    },
    {
      key: "handleTime",
      type: "dateTime",
      search: { keys: ["handleStartTime", "handleEndTime"], order: 6 },
    },
    { key: "remark", width: 160, ellipsis: true },
    { key: "handler", width: 100, max: 50, search: { order: 11 } },
    { key: "status", type: "dict", dict: "withdrawStatus", fixed: "right" },
  ],
  summary: { labelColumn: "userId", sumColumns: ["withdrawAmount"] },
  // SPEC §9 pins the withdrawals' export to the current page.
  export: { fileNameKey: ".export.fileName", scope: "page" },
  toolbar: [{ key: "totals", component: TotalsBadges }],
  // Each selected order through the single review call: its own four-eyes threshold and exactly-once check apply.
  batchActions: batchReviewActions<WithdrawOrder>({
    label: (row) => row.orderNo,
    amount: (row) => ({ value: row.withdrawAmount, currency: row.currency }),
    approve: { endpoint: withdrawOrders.review, payload: approvePayload },
    reject: { endpoint: withdrawOrders.review, payload: rejectPayload },
  }),
  selectable: pending,
  rowActions: [
    ...reviewActions<WithdrawOrder>(withdrawOrders.review, {
      visible: pending,
      facts: withdrawFacts,
      approve: {
        payload: approvePayload,
        // Four-eyes: the staff user who asked for the approval cannot give it (the note says so instead).
        visible: (row) => !requestedByMe(row),
      },
      reject: { payload: rejectPayload },
    }),
    {
      key: "approvalNote",
      visible: (row) => pending(row) && Boolean(row.approvalRequestedBy),
      component: ApprovalNote,
    },
    {
      key: "sendEnergy",
      permType: "edit",
      visible: (row) => pending(row) && row.isSendEnergy !== true,
      confirm: { textKey: ".confirmSendEnergy" },
      endpoint: withdrawOrders.energy,
      payload: (row) => ({ id: row.id }),
    },
  ],
  actionsFallback: (row) => <DictTag dict="withdrawStatus" value={row.status} />,
  actionsWidth: 200,
  // On a phone, each order's card shows these; the rest fold behind "More".
  card: { title: ["orderNo", "userId", "withdrawAmount", "status"] },
  i18n: {
    "zh-CN": {
      fields: {
        usdtAmount: "折合USDT",
        feeAmount: "手续费",
        transferAmount: "到账金额(U)",
        withdrawAmount: "提现金额",
        firstName: "团队长",
        firstPhone: "团队长手机号",
        fatherPhone: "业务员手机号",
        thirdMemberName: "业务员",
        thirdMemberPhone: "业务员手机号",
        isSendEnergy: "是否发送能量",
        createdTime: "申请时间",
        changeTime: "变动时间",
        changeBizCode: "业务类型",
        changeAmount: "变动金额",
        changeBalanceAfter: "变动后余额",
      },
      recentChanges: "该会员最近的资金变动",
      actions: { view: "查看", sendEnergy: "发送能量" },
      totalWithdraw: "提现总金额：{{amount}}",
      totalTransfer: "到账总金额：{{amount}}",
      energy: { sent: "已发", notSent: "未发" },
      addressModal: { title: "用户提现地址信息", address: "钱包地址：{{address}}" },
      confirmSendEnergy: "确认发送能量吗？",
      approval: { mine: "已提交审批，需另一位员工批准", other: "{{name}} 已提交审批，待另一位员工批准" },
      export: { fileName: "withdrawal records" },
    },
    "en-US": {
      fields: {
        usdtAmount: "USDT amount",
        feeAmount: "Fee",
        transferAmount: "Received (U)",
        withdrawAmount: "Withdrawal amount",
        firstName: "Leader",
        firstPhone: "Leader phone",
        fatherPhone: "Business phone",
        thirdMemberName: "Salesman",
        thirdMemberPhone: "Salesman phone",
        isSendEnergy: "Energy sent",
        createdTime: "Application time",
        changeTime: "Change time",
        changeBizCode: "Business type",
        changeAmount: "Amount",
        changeBalanceAfter: "Balance after",
      },
      recentChanges: "The member's latest money changes",
      actions: { view: "View", sendEnergy: "Send energy" },
      totalWithdraw: "Total withdrawal amount: {{amount}}",
      totalTransfer: "Total received amount: {{amount}}",
      energy: { sent: "Sent", notSent: "Not sent" },
      addressModal: { title: "User withdrawal address information", address: "Wallet address: {{address}}" },
      confirmSendEnergy: "Confirm sending energy?",
      approval: {
        mine: "Approval requested: another staff user must approve",
        other: "{{name}} requested approval: waiting for another staff user",
      },
      export: { fileName: "withdrawal records" },
    },
  },
});
