/** General-purpose dictionaries of SPEC §4: on/off, yes/no, review, identity, platform and parameter types. */
import { defineDict } from "./define";

export const COMMON_DICTS = [
  defineDict(
    "enabled",
    { "1": { zh: "启用", en: "Enabled", color: "green" }, "0": { zh: "禁用", en: "Disabled", color: "red" } },
    ["1", "0"],
  ),
  defineDict("yesNo", { "1": { zh: "是", en: "Yes", color: "green" }, "0": { zh: "否", en: "No", color: "default" } }, [
    "1",
    "0",
  ]),
  defineDict("yesNoBool", {
    true: { zh: "是", en: "Yes", color: "green" },
    false: { zh: "否", en: "No", color: "default" },
  }),
  defineDict("switchStatus", {
    "1": { zh: "开启", en: "On", color: "green" },
    "2": { zh: "禁用", en: "Disabled", color: "red" },
  }),
  defineDict("auditStatus", {
    "1": { zh: "待审核", en: "Pending review", color: "orange" },
    "2": { zh: "审核通过", en: "Approved", color: "green" },
    "3": { zh: "审核拒绝", en: "Rejected", color: "red" },
  }),
  defineDict("applicationStatus", {
    "0": { zh: "申请中", en: "Applied", color: "orange" },
    "1": { zh: "审核通过", en: "Approved", color: "green" },
    "2": { zh: "审核拒绝", en: "Rejected", color: "red" },
  }),
  defineDict("validityA", {
    "0": { zh: "有效", en: "Valid", color: "green" },
    "1": { zh: "无效", en: "Invalid", color: "default" },
  }),
  defineDict(
    "validityB",
    { "1": { zh: "有效", en: "Valid", color: "green" }, "0": { zh: "无效", en: "Invalid", color: "default" } },
    ["1", "0"],
  ),
  defineDict("realnameStatus", {
    "0": { zh: "未认证", en: "Not verified", color: "default" },
    "1": { zh: "审核中", en: "Under review", color: "orange" },
    "2": { zh: "已认证", en: "Verified", color: "green" },
    "3": { zh: "认证完成/用户确认", en: "Verified, confirmed by user", color: "cyan" },
  }),
  defineDict("accountStatus", {
    "0": { zh: "正常", en: "Normal", color: "green" },
    "1": { zh: "冻结", en: "Frozen", color: "red" },
  }),
  defineDict("sex", {
    "0": { zh: "未知", en: "Unknown", color: "default" },
    "1": { zh: "男", en: "Male", color: "blue" },
    "2": { zh: "女", en: "Female", color: "magenta" },
  }),
  defineDict("idDocument", {
    "1": { zh: "身份证", en: "ID card", color: "blue" },
    "2": { zh: "护照", en: "Passport", color: "purple" },
  }),
  defineDict("platform", {
    "1": { zh: "iOS", en: "iOS", color: "geekblue" },
    "2": { zh: "Android", en: "Android", color: "green" },
  }),
  defineDict("appUpdate", {
    "0": { zh: "普通更新", en: "Normal update", color: "blue" },
    "1": { zh: "强制更新", en: "Forced update", color: "red" },
  }),
  defineDict("paramValueType", {
    "0": { zh: "整数", en: "Integer", color: "blue" },
    "1": { zh: "浮点数", en: "Float", color: "cyan" },
    "2": { zh: "字符串", en: "String", color: "purple" },
    "3": { zh: "时间", en: "Time", color: "orange" },
    "4": { zh: "日期", en: "Date", color: "geekblue" },
  }),
  defineDict("operationStatus", {
    "1": { zh: "正常", en: "Normal", color: "green" },
    "2": { zh: "停运", en: "Suspended", color: "red" },
  }),
  defineDict("settlementStatus", {
    "1": { zh: "已归账", en: "Settled", color: "green" },
    "2": { zh: "未归账", en: "Not settled", color: "orange" },
  }),
  defineDict("payoutStatus", {
    "0": { zh: "待发放", en: "Pending", color: "orange" },
    "1": { zh: "已发放", en: "Paid", color: "green" },
  }),
] as const;
