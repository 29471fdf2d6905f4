/** Logs (SPEC §7.3; fields not shown, designed here): logins and mutating calls recorded by the server. */
import { type LogEntry, logs } from "@contract/system/logs";
import { defineScreen } from "@/resources/kit";
import { batchDelete } from "./shared/batch-delete";
import { clearAll } from "./shared/clear-all";

export default defineScreen({
  // X-Boot: `key` is a required parameter (blank matches every entry); the tabs send `type` (0 operation, 1 login).
  list: { ...logs.list, paging: "system", blank: ["key"] },
  tabs: { field: "type", dict: "logType" },
  fields: [
    { key: "index", type: "index", width: 60 },
    { key: "key", column: false, detail: false, max: 100, search: true },
    { key: "username", width: 110 },
    { key: "logType", type: "dict", dict: "logType" },
    { key: "name" },
    { key: "requestUrl", width: 240, ellipsis: true },
    { key: "requestType", width: 90 },
    { key: "requestParam", width: 260, ellipsis: true },
    { key: "ip" },
    { key: "ipInfo" },
    { key: "device", width: 200, ellipsis: true },
    { key: "success", type: "yesNo", width: 80, colors: { yes: "green", no: "red" }, optional: true },
    { key: "message", width: 180, ellipsis: true, optional: true },
    { key: "costTime", width: 90 },
    { key: "createTime", type: "dateTime", search: { keys: ["startDate", "endDate"] } },
  ],
  toolbar: [clearAll<LogEntry>(logs.delAll, "logs")],
  batchActions: [batchDelete<LogEntry>(logs.delByIds)],
  detail: {},
  i18n: {
    "zh-CN": {
      fields: {
        key: "关键词",
        username: "操作用户",
        logType: "日志类型",
        name: "操作名称",
        requestUrl: "请求路径",
        requestType: "请求方式",
        requestParam: "请求参数",
        ip: "IP地址",
        ipInfo: "IP归属地",
        device: "设备信息",
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
        key: "Keyword",
        username: "User",
        logType: "Log type",
        name: "Operation",
        requestUrl: "Request path",
        requestType: "Method",
        requestParam: "Parameters",
        ip: "IP address",
        ipInfo: "IP location",
        device: "Device",
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
