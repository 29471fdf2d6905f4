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
    filters: ["uid", "phone", "currency", "category", "operator", "startTime", "endTime"],
  }),
  balanceUpdate: call("body", "/wallet/user/balance_update", "add"),
};
