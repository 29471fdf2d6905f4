/** System monitor (not in the spec's calls, designed here): the server's runtime, polled live. */
import { defineScreen } from "@/resources/kit";
import { monitorTexts } from "./monitor/monitor-i18n";
import { MonitorPage } from "./monitor/monitor-page";
import { monitor } from "@contract/system/monitor";

export default defineScreen<object>({
  list: monitor.runtime,
  fields: [],
  page: MonitorPage,
  i18n: monitorTexts,
});
