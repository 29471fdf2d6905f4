import { call } from "../calls";

export const actuator = {
  health: call("query", "/xboot/actuator/health", {}),
  info: call("query", "/xboot/actuator/info", {}),
  metricNames: call("query", "/xboot/actuator/metrics", {}),
  metric: call("query", "/xboot/actuator/metrics/{name}", {}),
};
