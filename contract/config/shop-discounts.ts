/** Member-shop store discounts (SPEC §2.3; fields designed here): a rate off purchases from a minimum amount. */
import { call, listCall } from "../calls";
import { labels } from "../labels";

export interface ShopDiscount {
  id: number;
  name: string;
  minAmount: number;
  discountRate: number;
  status: 0 | 1;
  remark: string;
  createdTime: string;
}

export const shopDiscounts = {
  labels: labels({ name: ["折扣名称", "Discount name"], minAmount: ["起订金额", "Minimum amount"] }),
  list: listCall<ShopDiscount>()({
    style: "body",
    path: "/memberShop/config/pageList",
    filters: { name: "text", status: "enum" },
  }),
  save: call("body", "/memberShop/config/save", "add|edit", {
    discountRate: "number",
    id: "int",
    minAmount: "number",
    name: "text",
    remark: "text",
    status: "enum",
  }),
  delete: call("body", "/memberShop/config/delete", "delete", { id: "int" }),
};
