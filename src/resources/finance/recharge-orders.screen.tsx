/** Recharge orders (SPEC §2.3, §7.5): tabs by the audit dictionary, review dialog, accounting one or many. */
import { rechargeOrders, type RechargeOrder } from "@contract/finance/recharge-orders";
import { DictTag } from "@/components/dict-tag";
import { formatMoney } from "@contract/money";
import { defineScreen, batchReviewActions } from "@/resources/kit";
import { BatchAccounting } from "./recharge-orders/batch-accounting";
import { RechargeStatus, settleable } from "./recharge-orders/types";
import { reviewDialog } from "./shared/review-dialog";

const pending = (row: RechargeOrder) => row.status === RechargeStatus.pending;

export default defineScreen({
  list: rechargeOrders.list,
  // "Start reviewing" hands out the oldest pending one of the filters shown (docs/review-queue.md).
  queue: { name: "recharges", pending, since: "createdTime" },
  tabs: { field: "status", dict: "auditStatus" },
  fields: [
    { key: "index", type: "index" },
    { key: "orderNo", width: 200, max: 64, search: { fromQuery: "orderNo" } },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "realName", width: 100, max: 50, search: true },
    { key: "isTest", type: "yesNo", search: true },
    { key: "rechargeType", type: "dict", dict: "rechargeType", width: 130, search: true },
    { key: "currency", type: "dict", dict: "walletType", width: 90, search: true },
    { key: "amount", type: "money" },
    { key: "status", type: "dict", dict: "auditStatus" },
    { key: "settleStatus", type: "dict", dict: "settlementStatus", search: true },
    { key: "remark", width: 160, ellipsis: true },
    { key: "handler", width: 110 },
    { key: "handleTime", type: "dateTime" },
    { key: "settleTime", type: "dateTime" },
    { key: "createdTime", type: "dateTime", search: { keys: ["startTime", "endTime"] } },
  ],
  rowActions: [
    {
      key: "review",
      permType: "edit",
      visible: pending,
      review: true,
      component: reviewDialog<RechargeOrder>({
        namespace: "rechargeOrders",
        facts: (row) => [
          ["orderNo", row.orderNo],
          ["uid", `${row.uid} ${row.realName ?? ""} ${row.phone ?? ""}`],
          ["rechargeType", <DictTag key="type" dict="rechargeType" value={row.rechargeType} />],
          ["amount", `${formatMoney(row.amount)} ${row.currency}`],
          ["createdTime", row.createdTime],
        ],
        approve: {
          endpoint: rechargeOrders.approve,
          payload: (row, remark) => ({ id: row.id, remark: remark || null }),
        },
        reject: { endpoint: rechargeOrders.deny, payload: (row, remark) => ({ id: row.id, remark }) },
      }),
    },
    {
      key: "accounting",
      permType: "edit",
      visible: settleable,
      confirm: (row) => ({ textKey: ".confirmAccounting", values: { orderNo: row.orderNo } }),
      endpoint: rechargeOrders.accounting,
      payload: (row) => ({ id: row.id }),
    },
  ],
  // Batch review goes order by order through the same approve / deny calls as the review dialog.
  batchActions: [
    ...batchReviewActions<RechargeOrder>({
      label: (row) => row.orderNo,
      amount: (row) => ({ value: row.amount, currency: row.currency }),
      approve: { endpoint: rechargeOrders.approve, payload: (row) => ({ id: row.id, remark: null }) },
      reject: { endpoint: rechargeOrders.deny, payload: (row, reason) => ({ id: row.id, remark: reason }) },
      reviewable: pending,
    }),
    { key: "batchAccounting", permType: "edit", component: BatchAccounting },
  ],
  selectable: (row) => pending(row) || settleable(row),
  actionsFallback: (row) => <DictTag dict="settlementStatus" value={row.settleStatus} />,
  actionsWidth: 150,
  i18n: {
    "zh-CN": {
      fields: {
        rechargeType: "充值类型",
        amount: "充值金额",
        settleStatus: "归账状态",
        settleTime: "归账时间",
        handleTime: "审核时间",
        createdTime: "申请时间",
      },
      actions: { review: "审核", accounting: "归账", batchAccounting: "批量归账" },
      review: {
        title: "充值审核",
        approve: "审核通过",
        reject: "审核拒绝",
        remark: "审核备注",
        remarkPlaceholder: "审核备注（拒绝时必填，最多50字）",
      },
      confirmAccounting: "确认将订单 {{orderNo}} 归账吗？",
      batch: { confirm: "确认将选中的 {{count}} 个订单归账吗？", onlyApproved: "仅审核通过且未归账的订单可以归账" },
    },
    "en-US": {
      fields: {
        rechargeType: "Recharge type",
        amount: "Amount",
        settleStatus: "Accounting",
        settleTime: "Settled at",
        handleTime: "Reviewed at",
        createdTime: "Applied at",
      },
      actions: { review: "Review", accounting: "Settle", batchAccounting: "Settle selected" },
      review: {
        title: "Recharge review",
        approve: "Approve",
        reject: "Reject",
        remark: "Review remark",
        remarkPlaceholder: "Review remark (required to reject, at most 50 characters)",
      },
      confirmAccounting: "Settle order {{orderNo}}?",
      batch: {
        confirm: "Settle the {{count}} selected orders?",
        onlyApproved: "Only approved orders not yet settled can be settled",
      },
    },
  },
});
