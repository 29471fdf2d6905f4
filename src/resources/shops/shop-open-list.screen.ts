/** Applications to open a shop (SPEC §2.3 shop open list): status tabs, the review dialog (approve opens the shop). */
import { defineScreen } from "../kit/screen-types";
import { APPLICATION_LABELS, applicationFields } from "./shop-applications/fields";
import { reviewAction } from "./shop-applications/review-action";
import { ApplyStatus, type ShopApplication } from "./shop-applications/types";

export default defineScreen<ShopApplication>({
  list: { path: "/memberShop/applyList", style: "body" },
  tabs: { field: "status", dict: "shopApplicationStatus" },
  fields: applicationFields([], [{ key: "shopNo", width: 110 }]),
  rowActions: [reviewAction("shopOpenList", "/memberShop/applyConfirm", ApplyStatus.succeeded)],
  actionsWidth: 90,
  i18n: {
    "zh-CN": {
      fields: { ...APPLICATION_LABELS["zh-CN"], shopNo: "开通店铺编号" },
      actions: { review: "审核" },
    },
    "en-US": {
      fields: { ...APPLICATION_LABELS["en-US"], shopNo: "Opened shop no." },
      actions: { review: "Review" },
    },
  },
});
