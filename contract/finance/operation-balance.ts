/**
 * Operation balance (SPEC §2.3, §7.5 `/wallet/user/balance_update`): manual credit or debit of a member's USDT or RMB
 * balance with a reason, and the list of those operations (ledger categories 12 and 13).
 */
import { call, listCall } from "../calls";
import type { LedgerRow } from "../shared/ledger";

export const operationBalance = {
  list: listCall<LedgerRow>()({
    style: "query",
    path: "/wallet/change/manual/list",
    filters: {
      uid: "int",
      phone: "text",
      currency: "enum",
      category: "enum",
      operator: "text",
      startTime: "time",
      endTime: "time",
    },
  }),
  balanceUpdate: call("body", "/wallet/user/balance_update", "add", {
    amount: "number",
    currency: "text",
    remark: "text",
    type: "enum",
    uid: "int",
  }),
};
