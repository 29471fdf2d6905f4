/** Statistics home (SPEC §2.3, §1; fields not shown, designed here): cards with period comparisons and charts. */
import { defineScreen } from "@/resources/kit";
import { StatisticsHomePage } from "./statistics-home-page";

export default defineScreen<object>({
  list: { path: "/console/statistics", style: "body" },
  fields: [],
  page: StatisticsHomePage,
});
