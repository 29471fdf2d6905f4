/**
 * Applications to close a shop (SPEC §2.3 shop close list): add/edit (staff records a member's request for one of
 * their normal shops, by shop no.; edit changes the reason before review), the review dialog (approve suspends the shop and leaves
 * the deposit to return), then the refund, which returns the deposit to the member's USDT wallet.
 */
import { shopCloseList } from "@contract/shops/shop-close-list";
import { formatMoney } from "@contract/money";
import { fieldLabelKeys, memberText, defineScreen, type ConfirmFact } from "@/resources/kit";
import { APPLICATION_LABELS, applicationFields } from "./shop-applications/fields";
import { applicationForms, editApplicationAction } from "./shop-applications/forms";
import { reviewAction } from "./shop-applications/review-action";
import { ApplyStatus, type ShopApplication } from "@contract/shops/shop-applications";

/** What the refund moves: to which member, in which currency, how much (the deposit goes to the USDT wallet). */
function refundFacts(row: ShopApplication): ConfirmFact[] {
  const fact = (key: string, value: string): ConfirmFact => ({
    key,
    labelKey: fieldLabelKeys("shopCloseList", key),
    value,
  });
  return [
    fact("applyNo", row.applyNo),
    fact("member", memberText(row.uid, row.realName, row.phone)),
    fact("currency", "USDT"),
    fact("deposit", `${formatMoney(row.deposit)} USDT`),
  ];
}

export default defineScreen({
  list: shopCloseList.list,
  tabs: { field: "status", dict: "shopApplicationStatus" },
  // "Start reviewing" hands out the oldest pending application of the filters shown (docs/review-queue.md).
  queue: { name: "shopCloses", pending: (row) => row.status === ApplyStatus.pending, since: "createdTime" },
  fields: applicationFields(
    [
      { key: "shopNo", width: 110, max: 20, form: { in: "add", required: true } },
      { key: "reason", width: 140, ellipsis: true, max: 100, form: { kind: "textarea", rows: 3, required: true } },
    ],
    [{ key: "refundTime", type: "dateTime" }],
    { uid: { in: "add", required: true } },
  ),
  forms: applicationForms(shopCloseList.modify, {
    add: ["uid", "shopNo", "reason"],
    edit: ["reason"],
  }),
  rowActions: [
    editApplicationAction,
    reviewAction("shopCloseList", shopCloseList.confirm.path, ApplyStatus.refunding),
    {
      key: "refund",
      permType: "edit",
      visible: (row) => row.status === ApplyStatus.refunding,
      confirm: (row) => ({
        textKey: ".confirmRefund",
        values: { amount: formatMoney(row.deposit), no: row.applyNo },
        facts: refundFacts(row),
      }),
      endpoint: shopCloseList.refund,
      payload: (row) => ({ id: row.id }),
      successKey: ".refunded",
    },
  ],
  actionsWidth: 150,
  i18n: {
    "zh-CN": {
      fields: { ...APPLICATION_LABELS["zh-CN"], shopNo: "店铺编号", reason: "关店原因", refundTime: "退款时间" },
      actions: { review: "审核", refund: "退还保证金" },
      confirmRefund: "确认将保证金 {{amount}} USDT 退还给申请 {{no}} 的会员吗？",
      refunded: "保证金已退还",
    },
    "en-US": {
      fields: { ...APPLICATION_LABELS["en-US"], shopNo: "Shop no.", reason: "Reason to close", refundTime: "Refunded" },
      actions: { review: "Review", refund: "Return deposit" },
      confirmRefund: "Return the deposit of {{amount}} USDT to the member of application {{no}}?",
      refunded: "Deposit returned",
    },
  },
});
