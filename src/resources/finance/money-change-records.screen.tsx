/** Money change records (SPEC §2.3, §7.5): every wallet movement; large manual credits get a second review. */
import { moneyChangeRecords } from "@contract/finance/money-change-records";
import { DictTag } from "@/components/dict-tag";
import { flowCodeIn } from "@contract/dicts/wallet-dicts";
import { formatMoney } from "@contract/money";
import { defineScreen } from "@/resources/kit";
import { LEDGER_LABELS } from "@/resources/shared/ledger/labels";
import type { LedgerRow } from "@contract/shared/ledger";
import { reviewDialog } from "./shared/review-dialog";

/** The business type worded in the record's currency (an RMB refund never reads "USDT withdrawal rejected"). */
const BizTag = ({ row }: { row: LedgerRow }) => (
  <DictTag dict="walletFlowCode" value={flowCodeIn(row.bizCode, row.currency)} />
);

export default defineScreen({
  list: moneyChangeRecords.list,
  // "Start reviewing" hands out the oldest pending one of the filters shown (docs/review-queue.md).
  queue: { name: "moneyChanges", pending: (row) => row.reviewStatus === 1, since: "createdTime" },
  fields: [
    { key: "index", type: "index" },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "realName", width: 100, max: 50, search: true },
    { key: "isTest", type: "yesNo", search: true },
    { key: "currency", type: "dict", dict: "walletType", width: 90, search: true },
    { key: "category", type: "dict", dict: "walletLedgerCategory", width: 110, search: true },
    {
      key: "bizCode",
      type: "dict",
      dict: "walletFlowCode",
      width: 140,
      search: true,
      render: (row) => <BizTag row={row} />,
    },
    { key: "amount", type: "money" },
    { key: "balanceBefore", type: "money", width: 140 },
    { key: "balanceAfter", type: "money", width: 140 },
    { key: "orderNo", width: 200, max: 64, search: true },
    { key: "operator", width: 110, max: 50, search: true },
    { key: "remark", width: 160, ellipsis: true },
    { key: "createdTime", type: "dateTime", search: { keys: ["startTime", "endTime"] } },
    { key: "reviewStatus", type: "dict", dict: "auditStatus", width: 110, search: true },
    { key: "reviewer", width: 110 },
    { key: "reviewTime", type: "dateTime" },
    { key: "reviewRemark", width: 160, ellipsis: true },
  ],
  rowActions: [
    {
      key: "review",
      permType: "edit",
      visible: (row) => row.reviewStatus === 1,
      review: true,
      component: reviewDialog<LedgerRow>({
        namespace: "moneyChangeRecords",
        facts: (row) => [
          ["uid", `${row.uid} ${row.realName ?? ""} ${row.phone ?? ""}`],
          ["bizCode", <BizTag key="biz" row={row} />],
          ["amount", `${formatMoney(row.amount)} ${row.currency}`],
          ["balanceAfter", formatMoney(row.balanceAfter)],
          ["operator", row.operator ?? ""],
          ["remark", row.remark ?? ""],
        ],
        approve: {
          endpoint: moneyChangeRecords.review,
          payload: (row, remark) => ({ id: row.id, status: 2, remark: remark || null }),
        },
        reject: { endpoint: moneyChangeRecords.review, payload: (row, remark) => ({ id: row.id, status: 3, remark }) },
      }),
    },
  ],
  actionsWidth: 100,
  i18n: {
    "zh-CN": {
      fields: LEDGER_LABELS["zh-CN"],
      actions: { review: "复核" },
      review: {
        title: "大额人工上分复核",
        approve: "复核通过",
        reject: "驳回并冲正",
        remark: "复核备注",
        remarkPlaceholder: "复核备注（驳回时必填，最多50字）",
      },
    },
    "en-US": {
      fields: LEDGER_LABELS["en-US"],
      actions: { review: "Review" },
      review: {
        title: "Second review of a large manual credit",
        approve: "Confirm",
        reject: "Reject and reverse",
        remark: "Review remark",
        remarkPlaceholder: "Review remark (required to reject, at most 50 characters)",
      },
    },
  },
});
