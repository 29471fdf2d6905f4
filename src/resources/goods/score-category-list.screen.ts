/** Points category list (SPEC §2.3): which points-mall goods sit in which points category; select type / product. */
import { scoreGoods } from "@contract/goods/score-goods";
import { defineScreen } from "@/resources/kit";
import { selectProductDialog, selectTypeDialog } from "./goods-parts/category-dialog";
import { POINTS_CATEGORIES, POINTS_GOODS } from "./goods-parts/sources";
import { PARTS } from "./goods-parts/texts";
import type { ScoreGoodsRow } from "@contract/goods/score-goods";

const NS = "scoreCategoryList";

export default defineScreen<ScoreGoodsRow>({
  list: { path: scoreGoods.list.path, style: scoreGoods.list.style, numbers: ["categoryId"] },
  fields: [
    { key: "index", type: "index" },
    { key: "goodsImage", type: "image" },
    { key: "goodsId", width: 130 },
    { key: "goodsName", width: 200, ellipsis: true, max: 255, search: true },
    {
      key: "categoryName",
      width: 140,
      search: { param: "categoryId", kind: "select", optionsFrom: POINTS_CATEGORIES },
    },
    { key: "scorePrice", width: 110 },
    { key: "status", type: "dict", dict: "scoreGoodsShelf", search: true },
    { key: "createdTime", type: "dateTime" },
  ],
  detail: {},
  toolbar: [selectProductDialog<ScoreGoodsRow>(NS, 2, POINTS_GOODS)],
  batchActions: [selectTypeDialog<ScoreGoodsRow>(NS, 2)],
  actionsWidth: 90,
  i18n: {
    "zh-CN": { fields: { categoryName: "积分分类", status: "上架状态" }, parts: PARTS["zh-CN"] },
    "en-US": { fields: { categoryName: "Points category", status: "Shelf status" }, parts: PARTS["en-US"] },
  },
});
