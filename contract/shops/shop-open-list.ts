/** Shop opening applications (SPEC §2.3 shop open list): review, edit. */
import { call } from "../calls";
import { applicationListCall } from "./shop-applications";

export const shopOpenList = {
  list: applicationListCall("/memberShop/applyList"),
  confirm: call("body", "/memberShop/applyConfirm", "edit", { id: "int", remark: "text", status: "enum" }),
  modify: call("body", "/memberShop/applyModify", "add|edit", {
    id: "int",
    industryId: "int",
    shopName: "text",
    shopSystemId: "int",
    uid: "int",
  }),
};
