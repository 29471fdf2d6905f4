/** Goods products (SPEC §2.3; fields not shown, designed here): the platform's goods, detail, edit, shelf on/off. */
import { defineScreen, batchAction } from "@/resources/kit";
import { ImageList } from "./goods-parts/image-list";
import { SkuTable } from "./goods-parts/sku-table";
import { PARTS } from "./goods-parts/texts";
import { PRODUCT_CATEGORIES } from "./goods-parts/sources";
import { goodsProducts, type PlatformGoods } from "@contract/goods/goods-products";

const NS = "goodsProducts";
const shelf = (key: "shelfOn" | "shelfOff", status: 0 | 1) =>
  batchAction<PlatformGoods>({
    key,
    labelKey: `${NS}.actions.${key}`,
    confirmKey: `${NS}.confirm.${key}`,
    endpoint: goodsProducts.modifyStatus,
    payload: (rows) => ({ ids: rows.map((row) => row.id), status }),
  });

export default defineScreen({
  list: { ...goodsProducts.list, numbers: ["categoryId"] },
  tabs: { field: "status", dict: "goodsStatus" },
  fields: [
    { key: "index", type: "index" },
    { key: "goodsImage", type: "image" },
    { key: "goodsNo", width: 130, max: 30, search: true },
    { key: "goodsName", width: 180, ellipsis: true, max: 100, search: true, form: { required: true } },
    {
      key: "categoryName",
      search: { param: "categoryId", kind: "select", optionsFrom: PRODUCT_CATEGORIES },
    },
    {
      key: "categoryId",
      label: "categoryName",
      column: false,
      form: { kind: "select", optionsFrom: PRODUCT_CATEGORIES },
    },
    { key: "supplierName", width: 150, max: 30, search: true },
    { key: "originPrice", type: "money", width: 110 },
    { key: "inPrice", type: "money", width: 110 },
    { key: "suggestPrice", type: "money", width: 110 },
    { key: "salePrice", type: "money", width: 110, form: { required: true, rules: { min: 0, max: 9999999999.99 } } },
    { key: "stock", width: 80 },
    { key: "sort", type: "number", width: 80, form: { rules: { integer: true, min: 0, max: 99999 } } },
    { key: "status", type: "dict", dict: "goodsStatus" },
    { key: "createdTime", type: "dateTime" },
    { key: "originGoodsName", column: false, detail: true },
    { key: "originCategoryName", column: false, detail: true },
    {
      key: "bannerImages",
      column: false,
      detail: true,
      render: (row) => <ImageList urls={row.goodsInfo?.bannerImages} namespace={NS} />,
    },
    {
      key: "detailsImages",
      column: false,
      detail: true,
      render: (row) => <ImageList urls={row.goodsInfo?.detailsImages} namespace={NS} />,
    },
    {
      key: "skuInventoryList",
      label: "skus",
      column: false,
      detail: true,
      render: (row) => <SkuTable skus={row.skuInventoryList} namespace={NS} />,
    },
  ],
  detail: {
    endpoint: goodsProducts.detail,
    width: 1000,
    groups: [
      {
        key: "basic",
        fields: [
          "goodsNo",
          "goodsName",
          "originGoodsName",
          "categoryName",
          "originCategoryName",
          "supplierName",
          "sort",
          "status",
          "createdTime",
        ],
      },
      { key: "prices", fields: ["originPrice", "inPrice", "suggestPrice", "salePrice", "stock"] },
      { key: "images", fields: ["goodsImage", "bannerImages", "detailsImages"] },
      { key: "skus", fields: ["skuInventoryList"] },
    ],
  },
  forms: {
    edit: { container: "modal", endpoints: { edit: goodsProducts.modify } },
  },
  batchActions: [shelf("shelfOn", 1), shelf("shelfOff", 0)],
  actionsWidth: 130,
  i18n: {
    "zh-CN": {
      fields: {
        goodsNo: "供应商商品编号",
        originGoodsName: "供应商商品名称",
        originCategoryName: "供应商分类",
        supplierName: "供应商",
        stock: "库存",
        status: "商品状态",
        bannerImages: "轮播图",
        detailsImages: "详情图",
        skus: "商品SKU",
      },
      groups: { prices: "价格与库存", images: "商品图片", skus: "商品SKU信息" },
      actions: { shelfOn: "批量上架", shelfOff: "批量下架" },
      confirm: { shelfOn: "确定上架选中的 {{count}} 个商品？", shelfOff: "确定下架选中的 {{count}} 个商品？" },
      parts: PARTS["zh-CN"],
    },
    "en-US": {
      fields: {
        goodsNo: "Supplier goods no.",
        originGoodsName: "Supplier goods name",
        originCategoryName: "Supplier category",
        supplierName: "Supplier",
        stock: "Stock",
        status: "Goods status",
        bannerImages: "Banner images",
        detailsImages: "Detail images",
        skus: "Goods SKUs",
      },
      groups: { prices: "Prices and stock", images: "Goods images", skus: "Goods SKU information" },
      actions: { shelfOn: "Put on shelf", shelfOff: "Take off shelf" },
      confirm: {
        shelfOn: "Put the {{count}} selected goods on shelf?",
        shelfOff: "Take the {{count}} selected goods off shelf?",
      },
      parts: PARTS["en-US"],
    },
  },
});
