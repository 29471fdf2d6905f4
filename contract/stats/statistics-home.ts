/** Statistics home (SPEC §2.3, §1; fields not shown, designed here): cards with period comparisons and charts. */
import { call } from "../calls";

export const statisticsHome = {
  /** `{startDate, endDate}` → `{cards: {key: {value, previous}}, todo: {key: count}}`; home's dashboard reads it too. */
  statistics: call("body", "/console/statistics", { endDate: "time", startDate: "time" }),
  /** The charts' day series: `{startDate, endDate}` → `[{date, …figures of the day}]`. */
  registerStatistics: call("body", "/console/registerStatistics", { endDate: "time", startDate: "time" }),
  paymentStatistics: call("body", "/console/paymentStatistics", { endDate: "time", startDate: "time" }),
  memberShopStatistics: call("body", "/console/memberShopStatistics", { endDate: "time", startDate: "time" }),
  investStatistics: call("body", "/console/investStatistics", { endDate: "time", startDate: "time" }),
};
