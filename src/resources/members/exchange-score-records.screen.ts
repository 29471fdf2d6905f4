/** Points exchange records (SPEC §2.5): tabs by exchange status, six filters, cancel while awaiting shipment, add. */
import { ExchangeStatus, exchangeScoreRecords } from "@contract/members/exchange-score-records";
import { EMPTY, defineScreen } from "@/resources/kit";
import { t } from "@/i18n";
import { addressOf, regionPayload } from "./exchange-score-records/address";
import { RegionNamesInput } from "./exchange-score-records/region-input";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: {
    ...exchangeScoreRecords.list,
    send: ["uid", "state", "status", "realName", "phone", "orderId", "threePartyOrderId", "isTest"],
    numbers: ["uid", "status", "isTest"],
  },
  tabs: { field: "status", dict: "exchangeStatus" },
  fields: [
    { key: "index", type: "index" },
    { key: "uid", type: "member", width: 90, max: 16, search: { fromQuery: "uid" }, form: { required: true } },
    { key: "realName", width: 100, max: 50, search: true },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "isTest", type: "yesNo", search: { order: 1 } },
    { key: "orderId", type: "digits", width: 200, max: 80, search: true },
    { key: "threePartyOrderId", type: "digits", width: 200, max: 50, search: true, form: true },
    { key: "status", type: "dict", dict: "exchangeStatus" },
    {
      key: "scorePrice",
      width: 110,
      render: (row) => (row.scorePrice == null ? EMPTY : t("exchangeScoreRecords.points", { n: row.scorePrice })),
    },
    {
      key: "goodsId",
      form: {
        label: "goods",
        kind: "select",
        optionsFrom: {
          endpoint: { ...exchangeScoreRecords.options, result: "array" },
          value: "goodsId",
          label: "goodsName",
        },
        rules: { required: true, requiredKey: ".form.goodsRequired" },
        helpKey: ".form.goodsHelp",
      },
    },
    { key: "goodsImage", type: "image" },
    { key: "goodsName", width: 160, ellipsis: true },
    { key: "skuName", max: 100, form: true },
    { key: "expressName", width: 110 },
    { key: "expressNumber", width: 160 },
    { key: "address", width: 260, ellipsis: true, render: addressOf },
    {
      key: "region",
      column: false,
      form: {
        kind: "custom",
        component: RegionNamesInput,
        rules: { required: true, requiredKey: ".form.regionRequired" },
      },
    },
    { key: "streetAddress", column: false, max: 100, form: { required: true } },
    { key: "shippingTime", type: "dateTime" },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: {
      container: "drawer",
      width: 600,
      titleKeys: { add: ".form.title", edit: ".form.title" },
      toPayload: regionPayload,
      endpoints: { add: exchangeScoreRecords.add },
    },
  },
  rowActions: [
    {
      // SPEC §2.5 / §6: offered while awaiting shipment, guarded by no permType (the server still decides).
      key: "cancel",
      danger: true,
      visible: (row) => row.status === ExchangeStatus.awaitingShipment,
      // SPEC §8: titled '温馨提示' / 'Friendly reminder' (the default), the spec's text, then the refund in English.
      confirm: { textKey: ".confirmCancel", detailKey: ".confirmCancelDetail" },
      endpoint: exchangeScoreRecords.record,
      payload: (row) => ({ id: row.id }),
      successKey: "common.messages.cancelled",
    },
  ],
  actionsWidth: 100,
  i18n: withLabels(exchangeScoreRecords.labels, {
    "zh-CN": {
      fields: {
        threePartyOrderId: "第三方订单号",
        expressName: "快递公司",
        expressNumber: "快递单号",
        address: "收货地址",
        shippingTime: "发货时间",
        region: "收货地区",
      },
      points: "{{n}} 积分",
      confirmCancel: "确认取消订单,取消后无法恢复，请谨慎操作!",
      // The spec's text is the whole Chinese confirmation.
      confirmCancelDetail: "",
      form: {
        title: "添加兑换订单",
        goodsRequired: "请选择积分商品",
        regionRequired: "请选择收货地区",
        goodsHelp: "积分价格、商品名称和图片取自所选商品；订单创建后为待发货状态",
      },
    },
    "en-US": {
      fields: {
        threePartyOrderId: "Third-party order no.",
        expressName: "Courier",
        expressNumber: "Tracking no.",
        address: "Address",
        shippingTime: "Shipping time",
        region: "Region",
      },
      points: "{{n}} points",
      confirmCancel:
        "Confirm cancelling the order? After cancellation it cannot be recovered, please operate carefully!",
      confirmCancelDetail: "The points are refunded to the member.",
      form: {
        title: "Add exchange order",
        goodsRequired: "Please select the points goods",
        regionRequired: "Please select the region",
        goodsHelp:
          "Points price, goods name and image come from the selected goods; the order starts awaiting shipment",
      },
    },
  }),
});
