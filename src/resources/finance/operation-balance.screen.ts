/**
 * Operation balance (SPEC §2.3, §7.5 `/wallet/user/balance_update`): manual credit or debit of a member's USDT or RMB
 * balance with a reason, and the list of those operations (ledger categories 12 and 13).
 */
import { operationBalance } from "@contract/finance/operation-balance";
import { defineScreen } from "@/resources/kit";
import {
  AMOUNT,
  balanceConfirm,
  debitWithinBalance,
  withoutLookup,
  type BalanceCheck,
} from "@/resources/shared/ledger/balance-check";
import { BALANCE_CHECK_TEXTS, LEDGER_LABELS } from "@/resources/shared/ledger/labels";
import type { LedgerRow } from "@contract/shared/ledger";
import { balancePanelField } from "@/resources/shared/ledger/member-balance";
import { withLabels } from "@/i18n/catalogue";
import { OPERATION_LABELS } from "@contract/shared/ledger";

/** The member, their balance now and after: shown as typed, restated before the call (balance-check.ts). */
const CHECK: BalanceCheck = { namespace: "operationBalance", kind: "money" };

export default defineScreen({
  list: operationBalance.list,
  fields: [
    { key: "index", type: "index", width: 60 },
    { key: "uid", type: "member", width: 90, max: 16, search: { fromQuery: "uid" }, form: { required: true } },
    { key: "phone", type: "memberPhone", width: 120, max: 16, search: true },
    {
      key: "currency",
      type: "dict",
      dict: "walletType",
      width: 80,
      search: true,
      form: { required: true, initial: "USDT" },
    },
    {
      key: "direction",
      column: false,
      form: {
        name: "type",
        kind: "select",
        required: true,
        initial: 1,
        options: [
          { value: 1, labelKey: ".direction.credit" },
          { value: 2, labelKey: ".direction.debit" },
        ],
      },
    },
    { key: "category", type: "dict", dict: "walletLedgerCategory", search: { param: "category" } },
    {
      key: "amount",
      type: "money",
      width: 110,
      form: {
        kind: "text",
        required: true,
        rules: {
          pattern: AMOUNT,
          patternKey: ".amountFormat",
          validate: debitWithinBalance(CHECK),
          dependsOn: ["member", "type", "currency"],
        },
      },
    },
    balancePanelField<LedgerRow>(CHECK),
    { key: "balanceAfter", type: "money", width: 120 },
    {
      key: "remark",
      width: 130,
      ellipsis: true,
      form: { kind: "textarea", required: true, rules: { maxLength: 100 } },
    },
    { key: "operator", width: 90, max: 50, search: true },
    { key: "reviewStatus", type: "dict", dict: "auditStatus" },
    { key: "createdTime", type: "dateTime", width: 160, search: { keys: ["startTime", "endTime"] } },
  ],
  forms: {
    add: {
      container: "modal",
      width: 520,
      titleKeys: { add: ".form.title", edit: ".form.title" },
      endpoints: { add: operationBalance.balanceUpdate },
      confirm: balanceConfirm(CHECK),
      toPayload: withoutLookup,
    },
  },
  i18n: withLabels(OPERATION_LABELS, {
    "zh-CN": {
      fields: { ...LEDGER_LABELS["zh-CN"], direction: "操作类型", uid: "用户ID" },
      direction: { credit: "上分（增加余额）", debit: "下分（扣减余额）" },
      form: { title: "人工调整余额" },
      amountFormat: "请输入大于0的金额，最多两位小数",
      balanceCheck: BALANCE_CHECK_TEXTS["zh-CN"],
    },
    "en-US": {
      fields: { ...LEDGER_LABELS["en-US"], direction: "Operation", uid: "User ID" },
      direction: { credit: "Credit (add to the balance)", debit: "Debit (take from the balance)" },
      form: { title: "Adjust a balance manually" },
      amountFormat: "Enter an amount above 0 with at most 2 decimals",
      balanceCheck: BALANCE_CHECK_TEXTS["en-US"],
    },
  }),
});
