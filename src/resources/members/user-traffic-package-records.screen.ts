/** Traffic packages members' shops hold (SPEC §2.3 user shop traffic package records; fields designed here). */
import { userTrafficPackageRecords } from "@contract/members/user-traffic-package-records";
import { defineScreen } from "@/resources/kit";

export default defineScreen({
  list: userTrafficPackageRecords.list,
  fields: [
    { key: "index", type: "index" },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "realName", width: 100 },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "shopNo", width: 110 },
    { key: "shopName", width: 180, ellipsis: true, max: 50, search: true },
    { key: "packageName", width: 150, max: 50, search: true },
    { key: "type", type: "dict", dict: "trafficPackageType", search: true },
    { key: "trafficAmount", width: 100 },
    { key: "usedAmount", width: 100 },
    { key: "trafficLeft", width: 100 },
    { key: "validDays", width: 90 },
    { key: "price", type: "money", width: 100 },
    { key: "inEffect", type: "dict", dict: "packageInEffectA", search: true },
    { key: "startTime", type: "dateTime" },
    { key: "expireTime", type: "dateTime" },
    { key: "operator", width: 100 },
  ],
  // The detail drawer: every field of the package at a glance (and a focusable control in the wide table).
  detail: {},
  i18n: {
    "zh-CN": {
      fields: {
        shopNo: "店铺编号",
        type: "流量包类型",
        trafficAmount: "流量(次)",
        usedAmount: "已使用",
        trafficLeft: "剩余",
        price: "价格(USDT)",
        inEffect: "是否生效",
        startTime: "生效时间",
        expireTime: "到期时间",
        operator: "赠送人",
      },
    },
    "en-US": {
      fields: {
        shopNo: "Shop no.",
        type: "Package type",
        trafficAmount: "Traffic (visits)",
        usedAmount: "Used",
        trafficLeft: "Left",
        price: "Price (USDT)",
        inEffect: "In effect",
        startTime: "Starts",
        expireTime: "Expires",
        operator: "Sent by",
      },
    },
  },
});
