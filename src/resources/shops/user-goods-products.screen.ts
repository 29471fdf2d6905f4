/** Goods of members' shops (SPEC §2.3 member shop goods): detail, SKUs in a drawer table, put on / take off sale. */
import { defineScreen, type RowAction } from "@/resources/kit";
import { SkuAction } from "./user-goods-products/sku-drawer";
import { userGoodsProducts, type MemberShopGoods } from "@contract/shops/user-goods-products";

const ON_SHELF = 1;
const sale = (key: "onSale" | "offSale", status: 0 | 1): RowAction<MemberShopGoods> => ({
  key,
  permType: "edit",
  danger: status === 0,
  visible: (row) => (row.status === ON_SHELF) === (status === 0),
  confirm: (row) => ({ textKey: `.confirm.${key}`, values: { name: row.goodsName } }),
  endpoint: userGoodsProducts.sale,
  payload: (row) => ({ id: row.id, status }),
});

export default defineScreen({
  list: userGoodsProducts.list,
  tabs: { field: "status", dict: "goodsStatus" },
  fields: [
    { key: "id", width: 70 },
    { key: "goodsImage", type: "image" },
    { key: "goodsName", width: 180, ellipsis: true, max: 50, search: true },
    { key: "shopNo", width: 110, max: 20, search: true },
    { key: "shopName", width: 180, ellipsis: true, max: 50, search: true },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "price", type: "money", width: 110 },
    { key: "salePrice", type: "money", width: 110 },
    { key: "stock", width: 80 },
    { key: "sales", width: 80 },
    { key: "skuCount", width: 80 },
    { key: "status", type: "dict", dict: "goodsStatus" },
    { key: "createdTime", type: "dateTime" },
  ],
  detail: {},
  rowActions: [{ key: "skus", component: SkuAction }, sale("onSale", 1), sale("offSale", 0)],
  actionsWidth: 200,
  i18n: {
    "zh-CN": {
      fields: {
        shopNo: "店铺编号",
        price: "进货价",
        stock: "库存",
        sales: "销量",
        skuCount: "SKU数",
        status: "商品状态",
        skuName: "规格商品名称",
        specName: "规格",
      },
      actions: { skus: "SKU", onSale: "上架", offSale: "下架" },
      confirm: { onSale: "确认上架商品「{{name}}」吗？", offSale: "确认下架商品「{{name}}」吗？" },
      skuTitle: "【{{name}}】的SKU",
    },
    "en-US": {
      fields: {
        shopNo: "Shop no.",
        price: "Purchase price",
        stock: "Stock",
        sales: "Sales",
        skuCount: "SKUs",
        status: "Goods status",
        skuName: "SKU goods name",
        specName: "Spec",
      },
      actions: { skus: "SKUs", onSale: "Put on sale", offSale: "Take off sale" },
      confirm: { onSale: 'Put goods "{{name}}" on sale?', offSale: 'Take goods "{{name}}" off sale?' },
      skuTitle: "SKUs of [{{name}}]",
    },
  },
});
