/** Runtime monitor / actuator (not in the spec's calls, designed here): health, info and metrics as JSON. */
import { defineScreen } from "@/resources/kit";
import { ACTUATOR_PATH, ActuatorPage } from "./actuator/actuator-page";

export default defineScreen<object>({
  list: { path: `${ACTUATOR_PATH}/health`, style: "query" },
  fields: [],
  page: ActuatorPage,
  i18n: {
    "zh-CN": {
      tabs: { health: "健康状态 health", info: "应用信息 info", metrics: "指标 metrics" },
      refresh: "刷新",
      copy: "复制 JSON",
      metric: "指标",
      tokenPlaceholder: "<令牌>",
      unavailable: "此服务器不提供 {{path}}",
      failed: "请求失败：{{message}}",
    },
    "en-US": {
      tabs: { health: "Health", info: "Info", metrics: "Metrics" },
      refresh: "Refresh",
      copy: "Copy JSON",
      metric: "Metric",
      tokenPlaceholder: "<token>",
      unavailable: "This server does not provide {{path}}",
      failed: "The call failed: {{message}}",
    },
  },
});
