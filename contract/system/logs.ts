/** Logs (SPEC §7.3; fields not shown, designed here): logins and mutating calls recorded by the server. */
import { call, listCall } from "../calls";

/** X-Boot's Log (name, logType, requestUrl, requestType, requestParam, …); page, success and message are extras. */
export interface LogEntry {
  id: string;
  name: string;
  logType: 0 | 1;
  username: string;
  requestUrl: string;
  requestType: string;
  requestParam: string;
  ip: string;
  ipInfo: string;
  device: string;
  costTime: number;
  createTime: string;
  success?: boolean;
  message?: string;
}

export const logs = {
  list: listCall<LogEntry>()({
    style: "query",
    path: "/xboot/log/getAllByPage",
    filters: { type: "enum", key: "text", success: "flag", startDate: "time", endDate: "time" },
  }),
  delByIds: call("form", "/xboot/log/delByIds", "delete", { ids: "list" }),
  delAll: call("form", "/xboot/log/delAll", "delete", {}),
};
