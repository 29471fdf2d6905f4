/** Dictionaries of the system administration pages (issue 12): staff, menus, roles, logs, settings and scheduled jobs. */
import { defineDict } from "./define";

export const SYSTEM_DICTS = [
  defineDict(
    "staffStatus",
    { "0": { zh: "正常", en: "Enabled", color: "green" }, "-1": { zh: "禁用", en: "Disabled", color: "red" } },
    ["0", "-1"],
  ),
  defineDict(
    "xbootStatus",
    { "0": { zh: "启用", en: "Enabled", color: "green" }, "-1": { zh: "禁用", en: "Disabled", color: "red" } },
    ["0", "-1"],
  ),
  defineDict("staffType", {
    "0": { zh: "普通用户", en: "Staff", color: "default" },
    "1": { zh: "管理员", en: "Administrator", color: "gold" },
  }),
  defineDict("menuLevel", {
    "0": { zh: "应用", en: "App", color: "purple" },
    "1": { zh: "分组", en: "Group", color: "blue" },
    "2": { zh: "页面", en: "Page", color: "green" },
    "3": { zh: "按钮", en: "Button", color: "default" },
  }),
  defineDict("menuOpen", {
    direct: { zh: "当前页打开", en: "Same page", color: "default" },
    window: { zh: "新窗口打开", en: "New window", color: "blue" },
    route: { zh: "站内路由", en: "In-app route", color: "cyan" },
  }),
  defineDict("dataScope", {
    "0": { zh: "全部数据", en: "All data", color: "green" },
    "1": { zh: "自定义部门", en: "Chosen departments", color: "orange" },
  }),
  defineDict(
    "logType",
    {
      "0": { zh: "操作日志", en: "Operation", color: "purple" },
      "1": { zh: "登录日志", en: "Login", color: "blue" },
    },
    ["1", "0"],
  ),
  defineDict("settingType", {
    text: { zh: "文本", en: "Text", color: "default" },
    number: { zh: "数值", en: "Number", color: "blue" },
    boolean: { zh: "布尔", en: "Boolean", color: "cyan" },
  }),
  defineDict(
    "jobStatus",
    { "0": { zh: "运行中", en: "Running", color: "green" }, "-1": { zh: "已暂停", en: "Paused", color: "orange" } },
    ["0", "-1"],
  ),
  defineDict("jobRunResult", {
    true: { zh: "成功", en: "Succeeded", color: "green" },
    false: { zh: "失败", en: "Failed", color: "red" },
  }),
] as const;
