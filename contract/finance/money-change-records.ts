/** Money change records (SPEC §2.3, §7.5): every wallet movement; large manual credits get a second review. */
import { call, listCall } from "../calls";
import type { LedgerRow } from "../shared/ledger";

export const moneyChangeRecords = {
  list: listCall<LedgerRow>()({
    style: "query",
    path: "/wallet/change/list",
    filters: {
      uid: "int",
      phone: "text",
      realName: "text",
      isTest: "flag",
      currency: "enum",
      category: "enum",
      bizCode: "int",
      orderNo: "text",
      operator: "text",
      reviewStatus: "enum",
      startTime: "time",
      endTime: "time",
    },
  }),
  review: call("body", "/wallet/change/review", "edit", { id: "int", remark: "text", status: "enum" }),
};
