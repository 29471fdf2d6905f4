/** Goods of members' shops (SPEC §2.3 member shop goods): the goods, their SKUs, on / off sale. */
import { call, listCall } from "../calls";

export interface MemberShopGoods {
  id: number;
  shopId: number;
  shopNo: string;
  shopName: string;
  uid: number;
  phone: string | null;
  goodsName: string;
  goodsImage: string;
  price: number;
  salePrice: number;
  stock: number;
  sales: number;
  skuCount: number;
  status: 0 | 1 | 2 | 3;
  createdTime: string;
}

export interface MemberShopSku {
  id: number;
  goodsId: number;
  skuName: string;
  specName: string;
  salePrice: number;
  stock: number;
  sales: number;
}

export const userGoodsProducts = {
  list: listCall<MemberShopGoods>()({
    style: "body",
    path: "/memberShopGoods/pageList",
    filters: { goodsName: "text", shopName: "text", shopNo: "text", uid: "int", status: "enum" },
  }),
  skus: listCall<MemberShopSku>()({ style: "body", path: "/memberShopGoods/skuPageList", filters: { goodsId: "int" } }),
  sale: call("body", "/memberShopGoods/saleGoods", "edit", { id: "int", status: "enum" }),
};
