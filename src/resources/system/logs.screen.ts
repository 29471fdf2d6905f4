/** Logs (SPEC §7.3; fields not shown, designed here): logins and mutating calls recorded by the server. */
import { defineScreen } from "../kit/screen-types";
import { batchDelete } from "./shared/batch-delete";
import { clearAll } from "./shared/clear-all";

interface LogEntry {
  id: number;
  type: 1 | 2;
  username: string;
  page: string;
  pageTitle: string;
  requestPath: string;
  requestParams: string;
  ip: string;
  userAgent: string;
  success: boolean;
  message: string;
  costTime: number;
  createTime: string;
}

export default defineScreen<LogEntry>({
  list: { path: "/xboot/log/getAllByPage", style: "query", paging: "system" },
  tabs: { field: "type", dict: "logType" },
  fields: [
    { key: "index", type: "index", width: 60 },
    { key: "username", width: 110, max: 100, search: true },
    { key: "type", type: "dict", dict: "logType", width: 100 },
    { key: "pageTitle", width: 120 },
    { key: "requestPath", width: 240, max: 300, search: true, ellipsis: true },
    { key: "requestParams", width: 260, ellipsis: true },
    { key: "ip", width: 120, max: 64, search: true },
    { key: "userAgent", width: 200, ellipsis: true },
    { key: "success", type: "yesNo", width: 80, colors: { yes: "green", no: "red" } },
    { key: "message", width: 180, ellipsis: true },
    { key: "costTime", width: 90 },
    { key: "createTime", type: "dateTime", width: 170, search: { keys: ["startDate", "endDate"] } },
  ],
  toolbar: [clearAll<LogEntry>("/xboot/log/delAll", "logs")],
  batchActions: [batchDelete<LogEntry>("/xboot/log/delByIds")],
  detail: {},
  scrollX: 2000,
  i18n: {
    "zh-CN": {
      fields: {
        username: "操作用户",
        type: "日志类型",
        pageTitle: "页面",
        requestPath: "请求路径",
        requestParams: "请求参数",
        ip: "IP地址",
        userAgent: "浏览器(UA)",
        success: "是否成功",
        message: "结果",
        costTime: "耗时(毫秒)",
        createTime: "时间",
      },
      actions: { clearAll: "清空全部" },
      confirm: { clearAll: "确认清空全部日志吗？清空后无法恢复。" },
    },
    "en-US": {
      fields: {
        username: "User",
        type: "Log type",
        pageTitle: "Page",
        requestPath: "Request path",
        requestParams: "Parameters",
        ip: "IP address",
        userAgent: "User agent",
        success: "Succeeded",
        message: "Result",
        costTime: "Duration (ms)",
        createTime: "Time",
      },
      actions: { clearAll: "Clear all" },
      confirm: { clearAll: "Clear every log entry? This cannot be undone." },
    },
  },
});
