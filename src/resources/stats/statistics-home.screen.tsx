/** Statistics home (SPEC §2.3, §1; fields not shown, designed here): cards with period comparisons and charts. */
import { statisticsHome } from "@contract/stats/statistics-home";
import { defineScreen } from "@/resources/kit";
import { StatisticsHomePage } from "./statistics-home-page";

export default defineScreen<object>({
  list: statisticsHome.statistics,
  fields: [],
  page: StatisticsHomePage,
});
