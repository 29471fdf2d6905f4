/** System monitor (not in the spec's calls, designed here): the server's runtime, polled live. */
import { defineScreen } from "@/resources/kit";
import { monitorTexts } from "./monitor/monitor-i18n";
import { MonitorPage } from "./monitor/monitor-page";
import { RUNTIME_PATH } from "./monitor/runtime";

export default defineScreen<object>({
  list: { path: RUNTIME_PATH, style: "query" },
  fields: [],
  page: MonitorPage,
  i18n: monitorTexts,
});
