/**
 * Applications to open a shop (SPEC §2.3 shop open list): status tabs, add/edit (staff records an application made
 * offline; the server debits the system's deposit) and the review dialog (approve opens the shop, reject refunds).
 */
import { shopOpenList } from "@contract/shops/shop-open-list";
import { defineScreen } from "@/resources/kit";
import { DepositDisplay, IndustrySelect, SystemSelect } from "./shop-applications/apply-form-parts";
import { APPLICATION_LABELS, applicationFields } from "./shop-applications/fields";
import { applicationForms, editApplicationAction } from "./shop-applications/forms";
import { reviewAction } from "./shop-applications/review-action";
import { ApplyStatus } from "@contract/shops/shop-applications";

export default defineScreen({
  list: shopOpenList.list,
  tabs: { field: "status", dict: "shopApplicationStatus" },
  // "Start reviewing" hands out the oldest pending application of the filters shown (docs/review-queue.md).
  queue: { name: "shopOpens", pending: (row) => row.status === ApplyStatus.pending, since: "createdTime" },
  fields: applicationFields([], [{ key: "shopNo", width: 110 }], {
    uid: { in: "add", required: true },
    shopName: { required: true },
    systemName: {
      name: "shopSystemId",
      kind: "custom",
      component: SystemSelect,
      required: true,
      disabledIn: "edit",
      helpKey: ".systemHelp",
    },
    industryName: { name: "industryId", kind: "custom", component: IndustrySelect, required: true },
    deposit: { kind: "custom", component: DepositDisplay, helpKey: ".depositHelp" },
  }),
  forms: applicationForms(shopOpenList.modify, {
    add: ["uid", "shopSystemId", "industryId", "shopName"],
    edit: ["shopName", "industryId"],
  }),
  rowActions: [editApplicationAction, reviewAction("shopOpenList", shopOpenList.confirm.path, ApplyStatus.succeeded)],
  actionsWidth: 120,
  i18n: {
    "zh-CN": {
      fields: { ...APPLICATION_LABELS["zh-CN"], shopNo: "开通店铺编号" },
      actions: { review: "审核" },
      systemHelp: "保证金按店铺系统收取，提交后不能更换系统",
      depositHelp: "保存时从会员 USDT 钱包扣除；申请被拒绝时退回",
    },
    "en-US": {
      fields: { ...APPLICATION_LABELS["en-US"], shopNo: "Opened shop no." },
      actions: { review: "Review" },
      systemHelp: "The deposit follows the shop system, so the system cannot change once saved",
      depositHelp: "Debited from the member's USDT wallet on save; returned if the application is rejected",
    },
  },
});
