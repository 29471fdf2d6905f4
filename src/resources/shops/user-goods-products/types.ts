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
