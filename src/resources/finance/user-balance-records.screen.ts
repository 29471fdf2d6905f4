/** User balance records (SPEC §2.3): every member's USDT and RMB balances and points, from the ledger. */
import { userBalanceRecords } from "@contract/finance/user-balance-records";
import { defineScreen } from "@/resources/kit";
import { LEDGER_LABELS } from "@/resources/shared/ledger/labels";

export default defineScreen({
  list: userBalanceRecords.list,
  rowKey: "uid",
  fields: [
    { key: "index", type: "index", width: 60 },
    { key: "uid", type: "member", width: 90, max: 16, search: { fromQuery: "uid" } },
    { key: "phone", type: "memberPhone", width: 120, max: 16, search: true },
    { key: "realName", width: 100, max: 50, search: true },
    { key: "isTest", type: "yesNo", width: 80, search: true },
    { key: "usdtBalance", type: "money", width: 140, sortable: true, search: { keys: ["usdtMin", "usdtMax"] } },
    { key: "rmbBalance", type: "money", width: 140, sortable: true, search: { keys: ["rmbMin", "rmbMax"] } },
    { key: "score", type: "number", width: 90, sortable: true },
    { key: "lastChangeTime", type: "dateTime", width: 160 },
    { key: "registerTime", type: "dateTime", width: 160 },
  ],
  summary: { labelColumn: "uid", sumColumns: ["usdtBalance", "rmbBalance"] },
  i18n: { "zh-CN": { fields: LEDGER_LABELS["zh-CN"] }, "en-US": { fields: LEDGER_LABELS["en-US"] } },
});
