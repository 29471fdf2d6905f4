/** The columns and filters both application lists share (open and close). */
import type { FieldDef, FormUse } from "@/resources/kit";
import type { ApplicationFilter, ShopApplication } from "@contract/shops/shop-applications";
import { COMMON_LABELS } from "@contract/labels";

/**
 * The shared fields, then `middle` before the deposit and `tail` at the end; `forms` gives shared fields their
 * add/edit use on one screen (the two screens' forms differ).
 */
export const applicationFields = (
  middle: readonly FieldDef<ShopApplication, ApplicationFilter>[],
  tail: readonly FieldDef<ShopApplication, ApplicationFilter>[] = [],
  forms: Readonly<Record<string, FormUse>> = {},
): FieldDef<ShopApplication, ApplicationFilter>[] =>
  sharedFields(middle, tail).map((field) => (forms[field.key] ? { ...field, form: forms[field.key] } : field));

const sharedFields = (
  middle: readonly FieldDef<ShopApplication, ApplicationFilter>[],
  tail: readonly FieldDef<ShopApplication, ApplicationFilter>[],
): FieldDef<ShopApplication, ApplicationFilter>[] => [
  { key: "index", type: "index" },
  { key: "applyNo", width: 140, max: 30, search: true },
  { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
  { key: "realName", width: 100 },
  { key: "phone", type: "memberPhone", max: 16, search: true },
  { key: "shopName", width: 180, ellipsis: true, max: 50, search: true },
  { key: "systemName", width: 110 },
  { key: "industryName", width: 110 },
  ...middle,
  { key: "deposit", type: "money", width: 120 },
  { key: "status", type: "dict", dict: "shopApplicationStatus", width: 130 },
  { key: "createdTime", type: "dateTime" },
  { key: "remark", width: 140, ellipsis: true },
  { key: "handler", width: 100 },
  { key: "handleTime", type: "dateTime" },
  ...tail,
];

/** Labels both lists use (each screen spreads them into its own catalogue). */
export const APPLICATION_LABELS = {
  "zh-CN": {
    applyNo: "申请编号",
    shopName: COMMON_LABELS.shopName[0],
    systemName: "店铺系统",
    industryName: "行业",
    deposit: "保证金(USDT)",
    status: "申请状态",
    createdTime: "申请时间",
    remark: "审核备注",
    handler: "审核人",
    handleTime: "审核时间",
    decision: "审核结果",
  },
  "en-US": {
    applyNo: "Application no.",
    shopName: COMMON_LABELS.shopName[1],
    systemName: "Shop system",
    industryName: "Industry",
    deposit: "Deposit (USDT)",
    status: "Application status",
    createdTime: "Applied",
    remark: "Review remark",
    handler: "Reviewer",
    handleTime: "Reviewed",
    decision: "Decision",
  },
} as const;
