import { call } from "../calls";

export const cacheMonitor = {
  getKeySize: call("query", "/xboot/redis/getKeySize", {}),
  getMemory: call("query", "/xboot/redis/getMemory", {}),
  info: call("query", "/xboot/redis/info", {}),
};
