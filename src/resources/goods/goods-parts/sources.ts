/** Server lists the goods screens read options from (stable objects: the option hook reloads on a new one). */
import { goodsProducts } from "@contract/goods/goods-products";
import { scoreGoods } from "@contract/goods/score-goods";
import { productCategories } from "@contract/goods/product-categories";
import type { OptionsSource } from "@/resources/kit";

/** Goods categories of one kind: 1 product categories, 2 points-mall categories. */
export const categoriesOf = (type: 1 | 2): OptionsSource => ({
  endpoint: { ...productCategories.list, params: { type } },
  value: "id",
  label: "categoryName",
});
export const PRODUCT_CATEGORIES = categoriesOf(1);
export const POINTS_CATEGORIES = categoriesOf(2);

/** Every platform goods / points-mall goods, for the select-product dialogs and the points goods form. */
export const PLATFORM_GOODS: OptionsSource = {
  endpoint: { ...goodsProducts.list, params: { page: 1, pageSize: 1000 } },
  value: "id",
  label: "goodsName",
};
export const POINTS_GOODS: OptionsSource = {
  endpoint: { ...scoreGoods.list, params: { page: 1, pageSize: 1000 } },
  value: "id",
  label: "goodsName",
};
