/**
 * Invest records (SPEC §2.3 with add/edit, §7.5 /shopInvest/pageList and modify; status by the operation dictionary).
 * Add records a member's investment (the server debits the USDT balance through the ledger); edit changes only the
 * status and the remark, since the money has already moved.
 */
import { investList } from "@contract/invest/invest-list";
import { investRecords } from "@contract/invest/invest-records";
import { formatMoney } from "@contract/money";
import {
  fieldLabelKeys,
  defineScreen,
  memberText,
  type FormValues,
  type ConfirmFact,
  type ConfirmSpec,
} from "@/resources/kit";
import { COMMON_LABELS } from "@contract/labels";
import { withLabels } from "@/i18n/catalogue";

/** Recording an investment debits the member's USDT: the confirmation names the member, the currency and the amount. */
function confirmInvestment(values: FormValues): ConfirmSpec {
  const fact = (key: string, value: string): ConfirmFact => ({
    key,
    labelKey: fieldLabelKeys("investRecords", key),
    value,
  });
  return {
    textKey: ".form.confirmAdd",
    facts: [
      fact("member", memberText(values.uid)),
      fact("currency", "USDT"),
      fact("amount", `${formatMoney(values.amount)} USDT`),
    ],
  };
}

export default defineScreen({
  list: investRecords.list,
  fields: [
    { key: "index", type: "index" },
    { key: "orderNo", width: 190, max: 32, search: { fromQuery: "orderNo" } },
    {
      key: "uid",
      type: "member",
      max: 16,
      search: { fromQuery: "uid" },
      form: { required: true, in: "add" },
    },
    { key: "realName", width: 110 },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "productName", width: 160, max: 50, search: true },
    {
      key: "configId",
      column: false,
      form: {
        in: "add",
        kind: "select",
        optionsFrom: {
          endpoint: investList.list,
          params: { page: 1, pageSize: 1000, status: 1 },
          value: "id",
          label: "name",
        },
        rules: { required: true, requiredKey: ".form.productRequired" },
      },
    },
    {
      key: "amount",
      type: "money",
      form: { in: "add", required: true, rules: { min: 0.01 }, helpKey: ".form.amountHelp" },
    },
    { key: "rate", type: "number", width: 110 },
    { key: "term", type: "number", width: 100 },
    {
      key: "status",
      type: "dict",
      dict: "operationStatus",
      width: 90,
      search: true,
      form: { initial: 1, required: true },
    },
    { key: "remark", type: "textarea", width: 160, ellipsis: true, max: 100, form: true },
    { key: "startTime", type: "dateTime" },
    { key: "endTime", type: "dateTime" },
    { key: "createdTime", type: "dateTime", search: true },
  ],
  forms: {
    add: {
      container: "modal",
      width: 600,
      titleKeys: { add: ".form.addTitle", edit: ".form.editTitle" },
      endpoints: { add: investRecords.modify },
      confirm: confirmInvestment,
    },
    edit: {
      container: "modal",
      width: 600,
      titleKeys: { add: ".form.addTitle", edit: ".form.editTitle" },
      endpoints: { edit: investRecords.modify },
    },
  },
  actionsWidth: 100,
  i18n: withLabels(
    { uid: COMMON_LABELS.memberId },
    {
      "zh-CN": {
        fields: {
          productName: "投资产品",
          configId: "投资产品",
          amount: "投资金额",
          rate: "日收益率（%）",
          term: "期限（天）",
          status: "运营状态",
          startTime: "起息时间",
          endTime: "到期时间",
          createdTime: "投资时间",
        },
        form: {
          addTitle: "登记投资",
          editTitle: "编辑投资记录",
          productRequired: "请选择投资产品",
          amountHelp: "须在产品的最低与最高投资金额之间，从会员USDT余额扣除",
          confirmAdd: "确认后将从该会员的USDT余额扣除投资金额",
        },
      },
      "en-US": {
        fields: {
          productName: "Product",
          configId: "Product",
          amount: "Amount",
          rate: "Daily rate (%)",
          term: "Term (days)",
          status: "Operation",
          startTime: "Interest from",
          endTime: "Matures",
          createdTime: "Invested",
        },
        form: {
          addTitle: "Record an investment",
          editTitle: "Edit investment",
          productRequired: "Please select the product",
          amountHelp: "Within the product's minimum and maximum; debited from the member's USDT balance",
          confirmAdd: "Confirming debits the amount from the member's USDT balance.",
        },
      },
    },
  ),
});
