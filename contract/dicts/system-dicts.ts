/** Dictionaries of the system administration pages: staff, menus, roles, logs, settings and scheduled jobs. */
import { defineDict } from "./define";

export const SYSTEM_DICTS = [
  defineDict(
    "staffStatus",
    "用户状态",
    {
      "0": { zh: "正常", en: "Enabled", color: "green", name: "enabled" },
      "-1": { zh: "禁用", en: "Disabled", color: "red", name: "disabled" },
    },
    { order: ["0", "-1"] },
  ),
  defineDict(
    "xbootStatus",
    "启用状态(X-Boot)",
    {
      "0": { zh: "启用", en: "Enabled", color: "green", name: "enabled" },
      "-1": { zh: "禁用", en: "Disabled", color: "red", name: "disabled" },
    },
    { order: ["0", "-1"], serverType: null },
  ),
  defineDict("staffType", "用户类型", {
    "0": { zh: "普通用户", en: "Staff", color: "default" },
    "1": { zh: "管理员", en: "Administrator", color: "gold" },
  }),
  defineDict("menuLevel", "菜单层级", {
    "0": { zh: "应用", en: "App", color: "purple" },
    "1": { zh: "分组", en: "Group", color: "blue" },
    "2": { zh: "页面", en: "Page", color: "green" },
    "3": { zh: "按钮", en: "Button", color: "default" },
  }),
  defineDict("menuOpen", "菜单打开方式", {
    direct: { zh: "当前页打开", en: "Same page", color: "default" },
    window: { zh: "新窗口打开", en: "New window", color: "blue" },
    route: { zh: "站内路由", en: "In-app route", color: "cyan" },
  }),
  defineDict("dataScope", "数据权限", {
    "0": { zh: "全部数据", en: "All data", color: "green" },
    "1": { zh: "自定义部门", en: "Chosen departments", color: "orange" },
  }),
  defineDict(
    "logType",
    "日志类型",
    {
      "0": { zh: "操作日志", en: "Operation", color: "purple", name: "operation" },
      "1": { zh: "登录日志", en: "Login", color: "blue", name: "login" },
    },
    { order: ["1", "0"] },
  ),
  defineDict("settingType", "配置类型", {
    text: { zh: "文本", en: "Text", color: "default" },
    number: { zh: "数值", en: "Number", color: "blue" },
    boolean: { zh: "布尔", en: "Boolean", color: "cyan" },
  }),
  defineDict(
    "jobStatus",
    "定时任务状态",
    {
      "0": { zh: "运行中", en: "Running", color: "green", name: "normal" },
      "-1": { zh: "已暂停", en: "Paused", color: "orange", name: "paused" },
    },
    { order: ["0", "-1"], serverType: null },
  ),
  defineDict(
    "auditAction",
    "审计操作",
    {
      insert: { zh: "新增", en: "Insert", color: "green" },
      update: { zh: "修改", en: "Update", color: "blue" },
      delete: { zh: "删除", en: "Delete", color: "red" },
    },
    { order: ["insert", "update", "delete"], serverType: null },
  ),
  // The audit trail's entities: the tables staff change most, by their human names; any other table shows its name.
  defineDict(
    "auditEntity",
    "审计对象",
    {
      member: { zh: "会员", en: "Member", color: "default" },
      wallet_change: { zh: "资金变动", en: "Wallet change", color: "default" },
      score_record: { zh: "积分记录", en: "Points record", color: "default" },
      withdraw_order: { zh: "提现订单", en: "Withdrawal order", color: "default" },
      member_recharge: { zh: "充值订单", en: "Recharge order", color: "default" },
      member_trc20: { zh: "会员USDT地址", en: "Member USDT address", color: "default" },
      member_shop: { zh: "会员店铺", en: "Member shop", color: "default" },
      member_shop_apply: { zh: "开店/关店申请", en: "Shop application", color: "default" },
      invest_record: { zh: "投资记录", en: "Investment record", color: "default" },
      score_exchange_record: { zh: "积分兑换记录", en: "Points exchange", color: "default" },
      staff_user: { zh: "后台用户", en: "Staff user", color: "default" },
      role: { zh: "角色", en: "Role", color: "default" },
      user_role: { zh: "用户角色", en: "User role", color: "default" },
      role_permission: { zh: "角色权限", en: "Role permission", color: "default" },
      permission: { zh: "菜单权限", en: "Menu & permission", color: "default" },
      department: { zh: "部门", en: "Department", color: "default" },
      dict: { zh: "数据字典", en: "Dictionary", color: "default" },
      dict_data: { zh: "字典数据", en: "Dictionary entry", color: "default" },
      setting: { zh: "系统设置", en: "System setting", color: "default" },
      sys_parameter: { zh: "系统参数", en: "System parameter", color: "default" },
      quartz_job: { zh: "定时任务", en: "Scheduled job", color: "default" },
      sys_log: { zh: "操作日志", en: "Operation log", color: "default" },
      analytics_account: { zh: "数据分析账号", en: "Analytics account", color: "default" },
      bank_config: { zh: "银行", en: "Bank", color: "default" },
      banner_config: { zh: "轮播图", en: "Banner", color: "default" },
      personal_data_access: { zh: "个人信息查看", en: "Personal data access", color: "gold" },
    },
    { serverType: null },
  ),
  defineDict(
    "jobRunResult",
    "任务执行结果",
    {
      true: { zh: "成功", en: "Succeeded", color: "green" },
      false: { zh: "失败", en: "Failed", color: "red" },
    },
    { serverType: null },
  ),
] as const;
