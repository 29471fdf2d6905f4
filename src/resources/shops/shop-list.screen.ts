/** Member shops (SPEC §2.3 shop list; fields not shown, designed here) with the send-traffic-package dialog. */
import { shopList } from "@contract/shops/shop-list";
import { defineScreen } from "@/resources/kit";
import { sendPackageAction } from "./shop-list/send-package";

export default defineScreen({
  list: shopList.list,
  tabs: { field: "status", dict: "operationStatus" },
  fields: [
    { key: "index", type: "index" },
    { key: "logo", type: "image", width: 80 },
    { key: "shopNo", max: 20, search: true },
    { key: "shopName", width: 200, ellipsis: true, max: 50, search: true },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "realName", width: 100 },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "systemName", width: 110 },
    { key: "industryName", width: 110 },
    { key: "deposit", type: "money", width: 120, search: false },
    { key: "goodsCount", width: 90 },
    { key: "trafficLeft", width: 110 },
    { key: "status", type: "dict", dict: "operationStatus", width: 90 },
    { key: "openTime", type: "dateTime" },
  ],
  rowActions: [sendPackageAction],
  actionsWidth: 120,
  i18n: {
    "zh-CN": {
      fields: {
        logo: "店铺图标",
        shopNo: "店铺编号",
        systemName: "店铺系统",
        industryName: "行业",
        deposit: "保证金(USDT)",
        goodsCount: "商品数",
        trafficLeft: "剩余流量",
        status: "经营状态",
        openTime: "开店时间",
        trafficAmount: "流量(次)",
        type: "流量包类型",
      },
      actions: { sendPackage: "赠送流量包" },
      messages: { sent: "流量包已赠送" },
    },
    "en-US": {
      fields: {
        logo: "Logo",
        shopNo: "Shop no.",
        systemName: "Shop system",
        industryName: "Industry",
        deposit: "Deposit (USDT)",
        goodsCount: "Goods",
        trafficLeft: "Traffic left",
        status: "Operation",
        openTime: "Opened",
        trafficAmount: "Traffic (visits)",
        type: "Package type",
      },
      actions: { sendPackage: "Send traffic package" },
      messages: { sent: "Traffic package sent" },
    },
  },
});
