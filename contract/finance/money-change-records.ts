/** Money change records (SPEC §2.3, §7.5): every wallet movement; large manual credits get a second review. */
import { call, listCall } from "../calls";
import type { LedgerRow } from "../shared/ledger";

export const moneyChangeRecords = {
  list: listCall<LedgerRow>()({
    style: "query",
    path: "/wallet/change/list",
    filters: [
      "uid",
      "phone",
      "realName",
      "isTest",
      "currency",
      "category",
      "bizCode",
      "orderNo",
      "operator",
      "reviewStatus",
      "startTime",
      "endTime",
    ],
  }),
  review: call("body", "/wallet/change/review", "edit"),
};
