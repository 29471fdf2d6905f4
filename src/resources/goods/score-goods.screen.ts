/** Points-mall goods (SPEC §2.6; list columns "not shown", designed here): tabs by shelf state, the edit drawer. */
import { scoreGoods } from "@contract/goods/score-goods";
import { EMPTY, defineScreen, removeAction, statusToggle } from "@/resources/kit";
import { PLATFORM_GOODS, POINTS_CATEGORIES } from "./goods-parts/sources";
import { t } from "@/i18n";
import { GoodsDetailAction } from "./score-goods/goods-detail-action";
import type { ScoreGoodsRow } from "@contract/goods/score-goods";
import { COMMON_LABELS } from "@contract/labels";
import { withLabels } from "@/i18n/catalogue";

const SHELF_LABELS = [".shelf.on", ".shelf.off"] as const;

export default defineScreen({
  list: scoreGoods.list,
  tabs: { field: "status", dict: "scoreGoodsShelf" },
  fields: [
    { key: "goodsId" },
    { key: "goodsImage", type: "image" },
    { key: "goodsName", width: 200, ellipsis: true, max: 255, search: true },
    { key: "categoryName", max: 50, search: true },
    {
      key: "goodsInfoId",
      column: false,
      form: { in: "add", kind: "select", optionsFrom: PLATFORM_GOODS, required: true },
    },
    {
      key: "categoryId",
      label: "categoryName",
      column: false,
      form: { in: "add", kind: "select", optionsFrom: POINTS_CATEGORIES, required: true },
    },
    {
      key: "scorePrice",
      width: 130,
      form: { in: "add", kind: "number", required: true, rules: { integer: true, min: 1, max: 99999999 } },
      render: (row) => (row.scorePrice == null ? EMPTY : t("scoreGoods.points", { n: row.scorePrice })),
    },
    { key: "originPrice", type: "money", width: 110 },
    { key: "suggestPrice", type: "money", width: 110 },
    {
      key: "sort",
      width: 80,
      form: { in: "add", kind: "number", initial: 0, rules: { integer: true, min: 0, max: 99999 } },
    },
    {
      key: "status",
      type: "switch",
      dict: "scoreGoodsShelf",
      width: 110,
      toggle: statusToggle<ScoreGoodsRow>(scoreGoods.status, { values: [1, 0], labelKeys: SHELF_LABELS }),
      form: { in: "add", switchValues: [1, 0], switchLabelKeys: SHELF_LABELS, initial: 0 },
    },
    { key: "createdTime", type: "dateTime" },
  ],
  // SPEC §2.6: the drawer opens in edit mode with the record; §6 guards no part of it (the server decides on save).
  rowActions: [{ key: "detail", component: GoodsDetailAction }, removeAction<ScoreGoodsRow>(scoreGoods.del)],
  forms: {
    add: { container: "modal", endpoints: { add: scoreGoods.create } },
  },
  actionsWidth: 140,
  i18n: withLabels(
    { goodsName: COMMON_LABELS.goodsName },
    {
      "zh-CN": {
        fields: { status: "上架状态", goodsInfoId: "选择商品" },
        shelf: { on: "已上架", off: "已下架" },
        points: "{{n}} 积分",
        drawer: {
          title: "查看详情/编辑",
          goodsId: "商品ID",
          goodsNamePlaceholder: "请输入自定义商品名称",
          category: "商品分类",
          categoryPlaceholder: "请选择商品分类",
          sort: "排序",
          sortPlaceholder: "请输入排序",
          priceCard: "价格信息",
          goodsImage: "商品图片",
          originPrice: "原价",
          inPrice: "进货价",
          suggestPrice: "建议售价",
          scorePrice: "积分价格",
          scorePricePlaceholder: "请输入积分价格",
          skuScorePrice: "SKU 积分价格",
          skuSection: "商品SKU信息",
          skuGoodsName: "规格商品名称",
          specName: "属性/规格",
          skuGoodsId: "商品ID",
          goodsStockStart: "原有库存",
          goodsStockValid: "现有库存",
        },
        validation: {
          goodsNameRequired: "商品名称不能为空",
          categoryRequired: "商品分类不能为空",
          scorePriceRequired: "积分价格不能为空",
          skuScorePriceRequired: "SKU 积分价格不能为空",
        },
      },
      "en-US": {
        fields: { status: "Shelf status", goodsInfoId: "Goods" },
        shelf: { on: "On shelf", off: "Off shelf" },
        points: "{{n}} points",
        drawer: {
          title: "View details/edit",
          goodsId: "Goods ID",
          goodsNamePlaceholder: "Enter a custom goods name",
          category: "Category",
          categoryPlaceholder: "Select the goods category",
          sort: "Sort",
          sortPlaceholder: "Enter the sort order",
          priceCard: "Prices",
          goodsImage: "Goods image",
          originPrice: "Original price",
          inPrice: "Purchase price",
          suggestPrice: "Suggested price",
          scorePrice: "Points price",
          scorePricePlaceholder: "Enter the points price",
          skuScorePrice: "SKU points price",
          skuSection: "Goods SKU information",
          skuGoodsName: "SKU goods name",
          specName: "Attribute/spec",
          skuGoodsId: "Goods ID",
          goodsStockStart: "Original stock",
          goodsStockValid: "Current stock",
        },
        validation: {
          goodsNameRequired: "Goods name cannot be empty",
          categoryRequired: "Goods category cannot be empty",
          scorePriceRequired: "Points price cannot be empty",
          skuScorePriceRequired: "SKU points price cannot be empty",
        },
      },
    },
  ),
});
