/** Member shops (SPEC §2.3 shop list; fields not shown, designed here) with the send-traffic-package dialog. */
import { call, listCall } from "../calls";

export interface MemberShop {
  id: number;
  shopNo: string;
  uid: number;
  realName: string | null;
  phone: string | null;
  shopName: string;
  logo: string;
  shopSystemId: number;
  systemName: string;
  industryId: number | null;
  industryName: string | null;
  deposit: number;
  goodsCount: number;
  trafficLeft: number;
  status: 1 | 2;
  openTime: string;
}

export const shopList = {
  list: listCall<MemberShop>()({
    style: "body",
    path: "/memberShop/shopList",
    filters: { uid: "int", shopNo: "text", shopName: "text", phone: "text", shopSystemId: "int", status: "enum" },
  }),
  sendPackage: call("body", "/memberShopTrafficPackage/sendPackage", "edit", {
    packageName: "text",
    shopId: "int",
    trafficAmount: "int",
    type: "enum",
    validDays: "int",
  }),
};
