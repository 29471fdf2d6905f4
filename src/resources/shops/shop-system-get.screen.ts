/**
 * Shop system get (SPEC §2.3 "shop system get management"): how members may claim a shop system without a deposit —
 * the partner level needed, the free days, how many may claim it and how many have. Same calls as shop systems.
 */
import { defineScreen } from "@/resources/kit";
import { shopSystem, type ShopSystem } from "@contract/shops/shop-system";

const FORM = {
  container: "modal",
  endpoints: { add: shopSystem.modify, edit: shopSystem.modify },
} as const;
const count = { type: "number", width: 110 } as const;

export default defineScreen<ShopSystem>({
  list: shopSystem.list,
  fields: [
    { key: "id", width: 70 },
    { key: "systemName", width: 140, max: 30, search: true, form: { required: true } },
    {
      key: "claimLevel",
      type: "dict",
      dict: "teamLevel",
      width: 140,
      search: true,
      form: { required: true, initial: 0 },
    },
    { key: "claimDays", ...count, form: { required: true, rules: { integer: true, min: 0, max: 3650 } } },
    {
      key: "claimLimit",
      ...count,
      form: { required: true, rules: { integer: true, min: 0, max: 1000000 } },
    },
    { key: "claimedCount", ...count },
    { key: "status", type: "dict", dict: "enabled", width: 90, search: true },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: { add: FORM, edit: FORM },
  actionsWidth: 90,
  i18n: {
    "zh-CN": {
      fields: {
        systemName: "店铺系统名称",
        claimLevel: "领取等级",
        claimDays: "免费天数",
        claimLimit: "领取名额",
        claimedCount: "已领取",
      },
    },
    "en-US": {
      fields: {
        systemName: "Shop system",
        claimLevel: "Level to claim",
        claimDays: "Free days",
        claimLimit: "Claim places",
        claimedCount: "Claimed",
      },
    },
  },
});
