/** Shop closing applications (SPEC §2.3 shop close list): review, deposit refund, edit. */
import { call } from "../calls";
import { applicationListCall } from "./shop-applications";

export const shopCloseList = {
  list: applicationListCall("/memberShop/applyCloseList"),
  confirm: call("body", "/memberShop/applyCloseConfirm", "edit", { id: "int", remark: "text", status: "enum" }),
  refund: call("body", "/memberShop/applyCloseRefund", "edit", { id: "int" }),
  modify: call("body", "/memberShop/applyCloseModify", "add|edit", {
    id: "int",
    reason: "text",
    shopNo: "text",
    uid: "int",
  }),
};
