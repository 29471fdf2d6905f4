/** General-purpose dictionaries of SPEC §4: on/off, yes/no, review, identity, platform and parameter types. */
import { defineDict } from "./define";

export const COMMON_DICTS = [
  defineDict(
    "enabled",
    "启用状态",
    { "1": { zh: "启用", en: "Enabled", color: "green" }, "0": { zh: "禁用", en: "Disabled", color: "red" } },
    { order: ["1", "0"] },
  ),
  defineDict(
    "yesNo",
    "是否",
    { "1": { zh: "是", en: "Yes", color: "green" }, "0": { zh: "否", en: "No", color: "default" } },
    { order: ["1", "0"] },
  ),
  defineDict("yesNoBool", "是否(布尔)", {
    true: { zh: "是", en: "Yes", color: "green" },
    false: { zh: "否", en: "No", color: "default" },
  }),
  defineDict("switchStatus", "开关状态", {
    "1": { zh: "开启", en: "On", color: "green" },
    "2": { zh: "禁用", en: "Disabled", color: "red" },
  }),
  defineDict("auditStatus", "审核状态", {
    "1": { zh: "待审核", en: "Pending review", color: "orange", name: "pending" },
    "2": { zh: "审核通过", en: "Approved", color: "green", name: "approved" },
    "3": { zh: "审核拒绝", en: "Rejected", color: "red", name: "rejected" },
  }),
  defineDict("applicationStatus", "申请状态", {
    "0": { zh: "申请中", en: "Applied", color: "orange" },
    "1": { zh: "审核通过", en: "Approved", color: "green" },
    "2": { zh: "审核拒绝", en: "Rejected", color: "red" },
  }),
  defineDict("validityA", "有效状态(0有效)", {
    "0": { zh: "有效", en: "Valid", color: "green" },
    "1": { zh: "无效", en: "Invalid", color: "default" },
  }),
  defineDict(
    "validityB",
    "有效状态(1有效)",
    { "1": { zh: "有效", en: "Valid", color: "green" }, "0": { zh: "无效", en: "Invalid", color: "default" } },
    { order: ["1", "0"] },
  ),
  defineDict("realnameStatus", "实名认证状态", {
    "0": { zh: "未认证", en: "Not verified", color: "default", name: "unverified" },
    "1": { zh: "审核中", en: "Under review", color: "orange", name: "reviewing" },
    "2": { zh: "已认证", en: "Verified", color: "green", name: "verified" },
    "3": { zh: "认证完成/用户确认", en: "Verified, confirmed by user", color: "cyan", name: "confirmed" },
  }),
  defineDict("accountStatus", "账户状态", {
    "0": { zh: "正常", en: "Normal", color: "green", name: "normal" },
    "1": { zh: "冻结", en: "Frozen", color: "red", name: "frozen" },
  }),
  defineDict("sex", "性别", {
    "0": { zh: "未知", en: "Unknown", color: "default" },
    "1": { zh: "男", en: "Male", color: "blue" },
    "2": { zh: "女", en: "Female", color: "magenta" },
  }),
  defineDict("idDocument", "证件类型", {
    "1": { zh: "身份证", en: "ID card", color: "blue" },
    "2": { zh: "护照", en: "Passport", color: "purple" },
  }),
  defineDict("platform", "平台", {
    "1": { zh: "iOS", en: "iOS", color: "geekblue" },
    "2": { zh: "Android", en: "Android", color: "green" },
  }),
  defineDict("appUpdate", "更新方式", {
    "0": { zh: "普通更新", en: "Normal update", color: "blue" },
    "1": { zh: "强制更新", en: "Forced update", color: "red" },
  }),
  defineDict("paramValueType", "参数值类型", {
    "0": { zh: "整数", en: "Integer", color: "blue" },
    "1": { zh: "浮点数", en: "Float", color: "cyan" },
    "2": { zh: "字符串", en: "String", color: "purple" },
    "3": { zh: "时间", en: "Time", color: "orange" },
    "4": { zh: "日期", en: "Date", color: "geekblue" },
  }),
  defineDict("operationStatus", "运营状态", {
    "1": { zh: "正常", en: "Normal", color: "green" },
    "2": { zh: "停运", en: "Suspended", color: "red" },
  }),
  defineDict("settlementStatus", "归账状态", {
    "1": { zh: "已归账", en: "Settled", color: "green", name: "settled" },
    "2": { zh: "未归账", en: "Not settled", color: "orange", name: "unsettled" },
  }),
  defineDict("payoutStatus", "发放状态", {
    "0": { zh: "待发放", en: "Pending", color: "orange" },
    "1": { zh: "已发放", en: "Paid", color: "green" },
  }),
] as const;
