/** Statistics home (SPEC §2.3, §1; fields not shown, designed here): cards with period comparisons and charts. */
import { call } from "../calls";

export const statisticsHome = {
  /** `{startDate, endDate}` → `{cards: {key: {value, previous}}, todo: {key: count}}`; home's dashboard reads it too. */
  statistics: call("body", "/console/statistics"),
  /** The charts' day series: `{startDate, endDate}` → `[{date, …figures of the day}]`. */
  registerStatistics: call("body", "/console/registerStatistics"),
  paymentStatistics: call("body", "/console/paymentStatistics"),
  memberShopStatistics: call("body", "/console/memberShopStatistics"),
  investStatistics: call("body", "/console/investStatistics"),
};
