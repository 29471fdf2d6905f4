/** Withdrawal orders (SPEC §2.11) declared as data; the special parts live beside it. */
import { Tag } from "antd";
import type { ResourceDefinition } from "@/resources/dsl/types";
import { DictTag } from "@/components/dict-tag";
import { t } from "@/i18n";
import { WithdrawStatus, type WithdrawOrder } from "./types";
import { AddressButton } from "./address-modal";
import { RejectAction } from "./reject-action";
import { ExportButton, TotalsBadges } from "./toolbar";

const REVIEW = { path: "/wallet/member-withdraw/withdraw/review", style: "body" } as const;
const pending = (row: WithdrawOrder) => row.status === WithdrawStatus.pending;

export const withdrawOrders: ResourceDefinition<WithdrawOrder> = {
  namespace: "withdrawOrders",
  rowKey: "id",
  endpoints: {
    list: { path: "/wallet/member-withdraw/list", style: "query", result: "pageInfoVO", sort: { field: "sortField", order: "sortOrder" } },
  },
  tabs: { field: "status", dict: "withdrawStatus" },
  search: [
    { key: "applyTime", kind: "dateRange", keys: ["startTime", "endTime"] },
    { key: "orderNo", kind: "text", maxLength: 64 },
    { key: "userId", kind: "digits", maxLength: 16, fromQuery: "uid" },
    { key: "isTest", kind: "yesNo" },
    { key: "phone", kind: "digits", maxLength: 16 },
    { key: "realname", kind: "text", maxLength: 50 },
    { key: "handleTime", kind: "dateRange", keys: ["handleStartTime", "handleEndTime"] },
    { key: "walletAddress", kind: "text", maxLength: 100 },
    { key: "withdrawAmount", kind: "amountRange", keys: ["withdrawStart", "withdrawEnd"] },
    { key: "firstPhone", kind: "digits", maxLength: 16 },
    { key: "fatherPhone", kind: "digits", maxLength: 16 },
    { key: "handler", kind: "text", maxLength: 50 },
  ],
  paging: { sizes: [10, 20, 50, 100, 200, 300, 500, 1000], initial: 15, afterReset: 10 },
  columns: [
    { key: "index", kind: "index", width: 70, csv: false },
    { key: "orderNo", width: 200 },
    { key: "userId", width: 100 },
    { key: "currency", width: 80 },
    { key: "withdrawAmount", kind: "money", width: 130, sortable: true, csv: (row) => (row.withdrawAmount == null ? "0.00" : Number(row.withdrawAmount).toFixed(2)) },
    { key: "usdtAmount", kind: "money", width: 120, sortable: true },
    { key: "feeAmount", kind: "money", width: 110, sortable: true },
    { key: "transferAmount", kind: "money", width: 130, sortable: true },
    { key: "isTest", kind: "yesNo", width: 90 },
    { key: "phone", width: 130 },
    { key: "realname", width: 100 },
    { key: "firstName", width: 100 },
    { key: "firstPhone", width: 130 },
    { key: "thirdMemberName", width: 100 },
    { key: "thirdMemberPhone", width: 130 },
    { key: "cardNo", width: 90, render: (row) => <AddressButton row={row} />, csv: (row) => row.cardNo },
    {
      key: "isSendEnergy",
      width: 110,
      render: (row) => (row.isSendEnergy === true ? <Tag color="green">{t("withdrawOrders.energy.sent")}</Tag> : <Tag>{t("withdrawOrders.energy.notSent")}</Tag>),
      csv: (row) => t(row.isSendEnergy === true ? "withdrawOrders.energy.sent" : "withdrawOrders.energy.notSent"),
    },
    { key: "createdTime", kind: "dateTime", width: 170 },
    { key: "handleTime", kind: "dateTime", width: 170 },
    { key: "remark", width: 160, ellipsis: true },
    { key: "handler", width: 100 },
    { key: "status", kind: "dict", dict: "withdrawStatus", width: 100, fixed: "right" },
  ],
  summary: { labelColumn: "userId", sumColumns: ["withdrawAmount"] },
  toolbar: [
    { key: "export", permType: "output", component: ExportButton },
    { key: "totals", component: TotalsBadges },
  ],
  rowActions: [
    { key: "approve", permType: "edit", visible: pending, confirm: { textKey: "withdrawOrders.confirmApprove" }, endpoint: REVIEW, payload: (row) => ({ id: row.id, status: WithdrawStatus.approved, remark: null }) },
    { key: "reject", permType: "edit", visible: pending, component: RejectAction },
    {
      key: "sendEnergy",
      permType: "edit",
      visible: (row) => pending(row) && row.isSendEnergy !== true,
      confirm: { textKey: "withdrawOrders.confirmSendEnergy" },
      endpoint: { path: "/wallet/member-withdraw/withdraw/send/energy", style: "body" },
      payload: (row) => ({ id: row.id }),
    },
  ],
  actionsFallback: (row) => <DictTag dict="withdrawStatus" value={row.status} />,
  actionsWidth: 200,
  scrollX: 2900,
};

