/** Points-mall goods (SPEC §2.6; list columns "not shown", designed here) declared as data. */
import type { ResourceDefinition } from "@/resources/dsl/types";
import { EMPTY } from "@/resources/dsl/cells";
import { t } from "@/i18n";
import type { ScoreGoodsRow } from "./types";
import { GoodsDetailAction } from "./goods-detail-action";


export const scoreGoods: ResourceDefinition<ScoreGoodsRow> = {
  namespace: "scoreGoods",
  rowKey: "id",
  endpoints: { list: { path: "/score/goods/list", style: "body" } },
  tabs: { field: "status", dict: "scoreGoodsShelf" },
  search: [
    { key: "goodsName", kind: "text", maxLength: 255 },
    { key: "categoryName", kind: "text", maxLength: 50 },
  ],
  columns: [
    { key: "goodsId", width: 120 },
    { key: "goodsImage", kind: "image", width: 90 },
    { key: "goodsName", width: 200, ellipsis: true },
    { key: "categoryName", width: 120 },
    { key: "scorePrice", width: 130, render: (row) => (row.scorePrice == null ? EMPTY : t("scoreGoods.points", { n: row.scorePrice })) },
    { key: "originPrice", kind: "money", width: 110 },
    { key: "suggestPrice", kind: "money", width: 110 },
    { key: "sort", width: 80 },
    { key: "status", kind: "dict", dict: "scoreGoodsShelf", width: 100 },
    { key: "createdTime", kind: "dateTime", width: 170 },
  ],
  // One action for everyone: 'edit' with the 'edit' permType, else a read-only 'view' of the same drawer.
  rowActions: [{ key: "detail", component: GoodsDetailAction }],
  actionsWidth: 100,
};
