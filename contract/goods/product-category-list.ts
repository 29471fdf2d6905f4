/** Product category list (SPEC §2.3): which platform goods sit in which product category; select type / product. */
import { call } from "../calls";

export const productCategoryList = {
  /** Moves the goods into the category (`{type, categoryId, goodsIds}`) → `{changed}`. */
  setGoodsCategory: call("body", "/goodsCategory/setGoodsCategory", "edit", {
    categoryId: "int",
    goodsIds: "list",
    type: "enum",
  }),
};
