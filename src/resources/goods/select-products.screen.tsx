/** Select products (SPEC §2.3; fields not shown, designed here): the supplier catalogue, detail, bulk selection. */
import { defineScreen, batchAction, type OptionsSource } from "@/resources/kit";
import { ImageList } from "./goods-parts/image-list";
import { SkuTable } from "./goods-parts/sku-table";
import { PARTS } from "./goods-parts/texts";
import { selectProducts, type CatalogueGoods } from "@contract/goods/select-products";

const NS = "selectProducts";
const CATEGORIES: OptionsSource = {
  endpoint: selectProducts.categories,
  value: "id",
  label: "categoryName",
};

export default defineScreen({
  list: { ...selectProducts.list, numbers: ["categoryId"] },
  fields: [
    { key: "index", type: "index" },
    { key: "goodsImage", type: "image" },
    { key: "goodsNo", width: 130, max: 30, search: true },
    { key: "goodsName", width: 180, ellipsis: true, max: 50, search: true },
    { key: "categoryName", search: { param: "categoryId", kind: "select", optionsFrom: CATEGORIES } },
    { key: "supplierName", width: 150, max: 30, search: true },
    { key: "originPrice", type: "money", width: 110 },
    { key: "inPrice", type: "money", width: 110 },
    { key: "suggestPrice", type: "money", width: 110 },
    { key: "stock", width: 80 },
    { key: "skuCount", width: 80 },
    { key: "selected", type: "yesNo", width: 100, colors: { yes: "green", no: "default" }, search: true },
    { key: "createdTime", type: "dateTime" },
    {
      key: "bannerImages",
      column: false,
      detail: true,
      render: (row) => <ImageList urls={row.bannerImages} namespace={NS} />,
    },
    {
      key: "detailsImages",
      column: false,
      detail: true,
      render: (row) => <ImageList urls={row.detailsImages} namespace={NS} />,
    },
    {
      key: "records",
      label: "skus",
      column: false,
      detail: true,
      render: (row) => <SkuTable skus={row.records} namespace={NS} />,
    },
  ],
  detail: {
    endpoint: selectProducts.skus,
    payload: (row) => ({ purchaseGoodsId: row.id, page: 1, pageSize: 100 }),
    width: 1000,
    groups: [
      {
        key: "basic",
        fields: [
          "goodsNo",
          "goodsName",
          "categoryName",
          "supplierName",
          "originPrice",
          "inPrice",
          "suggestPrice",
          "stock",
          "selected",
          "createdTime",
        ],
      },
      { key: "images", fields: ["goodsImage", "bannerImages", "detailsImages"] },
      { key: "skus", fields: ["records"] },
    ],
  },
  batchActions: [
    batchAction<CatalogueGoods>({
      key: "batchAdd",
      permType: "add",
      labelKey: `${NS}.actions.batchAdd`,
      confirmKey: `${NS}.confirm.batchAdd`,
      endpoint: selectProducts.batchAdd,
      payload: (rows) => ({ ids: rows.map((row) => row.id) }),
    }),
  ],
  actionsWidth: 90,
  i18n: {
    "zh-CN": {
      fields: {
        goodsNo: "供应商商品编号",
        categoryName: "供应商分类",
        supplierName: "供应商",
        stock: "库存",
        skuCount: "SKU数",
        selected: "已选入",
        bannerImages: "轮播图",
        detailsImages: "详情图",
        skus: "商品SKU",
      },
      groups: { images: "商品图片", skus: "商品SKU信息" },
      actions: { batchAdd: "批量选入商品库" },
      confirm: { batchAdd: "确定将选中的 {{count}} 个商品选入平台商品库？已选入的商品会跳过。" },
      parts: PARTS["zh-CN"],
    },
    "en-US": {
      fields: {
        goodsNo: "Supplier goods no.",
        categoryName: "Supplier category",
        supplierName: "Supplier",
        stock: "Stock",
        skuCount: "SKUs",
        selected: "Selected",
        bannerImages: "Banner images",
        detailsImages: "Detail images",
        skus: "Goods SKUs",
      },
      groups: { images: "Goods images", skus: "Goods SKU information" },
      actions: { batchAdd: "Add to platform goods" },
      confirm: {
        batchAdd: "Add the {{count}} selected goods to the platform's goods? Goods already added are skipped.",
      },
      parts: PARTS["en-US"],
    },
  },
});
