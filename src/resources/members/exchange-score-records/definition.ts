/** Points exchange records (SPEC §2.5) declared as data. */
import type { ResourceDefinition } from "@/resources/dsl/types";
import { EMPTY } from "@/resources/dsl/cells";
import { t } from "@/i18n";
import { ExchangeStatus, type ExchangeRecord } from "./types";
import { exchangeAddForm } from "./add-form";


export function addressOf(row: ExchangeRecord): string {
  const text = [row.provinceTxt, row.cityTxt, row.districtTxt, row.streetAddress].filter(Boolean).join("");
  return text || EMPTY;
}

export const exchangeScoreRecords: ResourceDefinition<ExchangeRecord> = {
  namespace: "exchangeScoreRecords",
  rowKey: "id",
  endpoints: { list: { path: "/score/exchange/record/list", style: "body" } },
  tabs: { field: "status", dict: "exchangeStatus" },
  search: [
    { key: "uid", kind: "digits", maxLength: 16, fromQuery: "uid" },
    { key: "realName", kind: "text", maxLength: 50 },
    { key: "phone", kind: "digits", maxLength: 16 },
    { key: "orderId", kind: "digits", maxLength: 80 },
    { key: "threePartyOrderId", kind: "digits", maxLength: 50 },
    { key: "isTest", kind: "yesNo" },
  ],
  columns: [
    { key: "index", kind: "index", width: 70 },
    { key: "uid", width: 90 },
    { key: "realName", width: 100 },
    { key: "phone", width: 130 },
    { key: "isTest", kind: "yesNo", width: 90 },
    { key: "orderId", width: 200 },
    { key: "threePartyOrderId", width: 200 },
    { key: "status", kind: "dict", dict: "exchangeStatus", width: 100 },
    { key: "scorePrice", width: 110, render: (row) => (row.scorePrice == null ? EMPTY : t("exchangeScoreRecords.points", { n: row.scorePrice })) },
    { key: "goodsId", width: 120 },
    { key: "goodsImage", kind: "image", width: 90 },
    { key: "goodsName", width: 160, ellipsis: true },
    { key: "skuName", width: 120 },
    { key: "expressName", width: 110 },
    { key: "expressNumber", width: 160 },
    { key: "address", width: 260, ellipsis: true, render: addressOf },
    { key: "shippingTime", kind: "dateTime", width: 170 },
    { key: "createdTime", kind: "dateTime", width: 170 },
  ],
  forms: { add: exchangeAddForm },
  rowActions: [
    {
      key: "cancel",
      permType: "edit",
      danger: true,
      visible: (row) => row.status === ExchangeStatus.awaitingShipment,
      confirm: { textKey: "exchangeScoreRecords.confirmCancel" },
      endpoint: { path: "/score/cancel/exchange/record", style: "body" },
      payload: (row) => ({ id: row.id }),
      successKey: "common.messages.cancelled",
    },
  ],
  actionsWidth: 100,
  scrollX: 2900,
};
