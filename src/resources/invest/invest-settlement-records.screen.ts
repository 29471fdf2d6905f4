/** Settlement records (SPEC §2.3, §7.5 investSettleRecord): each investment's daily income, settled or not. */
import { investSettlementRecords } from "@contract/invest/invest-settlement-records";
import { defineScreen } from "@/resources/kit";
import { COMMON_LABELS } from "@contract/labels";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: investSettlementRecords.list,
  tabs: { field: "status", dict: "settlementStatus" },
  fields: [
    { key: "index", type: "index" },
    { key: "orderNo", width: 190, max: 32, search: true },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "realName", width: 110 },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "productName", width: 160, max: 50, search: true },
    { key: "amount", type: "money" },
    { key: "rate", type: "number", width: 110 },
    { key: "income", type: "money", width: 120 },
    { key: "settleTime", type: "dateTime", search: true },
    { key: "status", type: "dict", dict: "settlementStatus" },
    { key: "settledTime", type: "dateTime" },
  ],
  i18n: withLabels(
    { uid: COMMON_LABELS.memberId },
    {
      "zh-CN": {
        fields: {
          productName: "投资产品",
          amount: "投资金额",
          rate: "日收益率（%）",
          income: "收益金额",
          settleTime: "应结算时间",
          status: "结算状态",
          settledTime: "结算时间",
        },
      },
      "en-US": {
        fields: {
          productName: "Product",
          amount: "Principal",
          rate: "Daily rate (%)",
          income: "Income",
          settleTime: "Due",
          status: "Settlement",
          settledTime: "Settled at",
        },
      },
    },
  ),
});
