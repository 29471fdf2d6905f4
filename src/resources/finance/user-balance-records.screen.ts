/** User balance records (SPEC §2.3): every member's USDT and RMB balances and points, from the ledger. */
import { defineScreen } from "@/resources/kit";
import { LEDGER_LABELS } from "@/resources/shared/ledger/labels";

interface MemberBalance {
  uid: number;
  index?: never;
  phone: string;
  realName: string;
  isTest: 0 | 1;
  usdtBalance: number;
  rmbBalance: number;
  score: number;
  lastChangeTime: string | null;
  registerTime: string;
}

export default defineScreen<MemberBalance>({
  list: { path: "/wallet/user/balance/list", style: "query" },
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
