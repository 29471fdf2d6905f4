/** Product categories (SPEC §2.3): product categories (type 1) and points categories (type 2), add/edit/delete. */
import { call, listCall } from "../calls";
import { labels } from "../labels";

export interface GoodsCategory {
  id: number;
  categoryName: string;
  /** Goods category kind (SPEC §4): 1 product purchase, 2 points mall. */
  type: 1 | 2;
  sortOrder: number;
  goodsCount: number;
}

export const productCategories = {
  labels: labels({ categoryName: ["分类名称", "Category name"] }),
  list: listCall<GoodsCategory>()({
    style: "query",
    path: "/goodsCategory/list",
    filters: { type: "enum", categoryName: "text" },
  }),
  save: call("body", "/goodsCategory/save", "add|edit", {
    categoryName: "text",
    id: "int",
    sortOrder: "int",
    type: "enum",
  }),
  delete: call("body", "/goodsCategory/delete", "delete", { id: "int" }),
};
