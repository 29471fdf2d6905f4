/** Points-mall goods (SPEC §2.6; list columns "not shown", designed here): tabs by shelf state, the edit drawer. */
import { call, listCall } from "../calls";

/** Points-mall goods (SPEC §2.6, §3): the list row, the detail with its SKUs, and a category option. */
export interface ScoreGoodsRow {
  id: number;
  goodsId: string | null;
  goodsName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  goodsImage: string | null;
  originPrice: number | null;
  inPrice: number | null;
  suggestPrice: number | null;
  /** Integer points. */
  scorePrice: number | null;
  sort: number | null;
  /** Shelf: 1 on, 0 off. */
  status: 0 | 1 | null;
  createdTime: string | null;
}

export const scoreGoods = {
  list: listCall<ScoreGoodsRow>()({
    style: "body",
    path: "/score/goods/list",
    filters: { goodsName: "text", categoryId: "int", categoryName: "text", status: "enum" },
  }),
  status: call("body", "/score/goods/update/status", "edit", { id: "int", status: "enum" }),
  create: call("body", "/score/goods/create", "add", {
    categoryId: "int",
    goodsInfoId: "int",
    scorePrice: "int",
    sort: "int",
    status: "enum",
  }),
  del: call("body", "/score/goods/del", "delete", { id: "int" }),
  info: call("body", "/score/goods/info", { id: "int" }),
  update: call("body", "/score/goods/update", "edit", { scoreGoods: "json", scoreGoodsStockList: "json" }),
};
