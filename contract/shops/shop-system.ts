/** Shop systems (SPEC §2.3 shop system): the kinds of shop a member may open, their deposit and limits. */
import { call, listCall } from "../calls";

/** A shop system as the list returns it. */
export interface ShopSystem {
  id: number;
  systemName: string;
  deposit: number;
  feature: 1 | 2;
  goodsLimit: number;
  claimLevel: number;
  claimDays: number;
  claimLimit: number;
  claimedCount: number;
  sort: number;
  status: 0 | 1;
  createdTime: string;
}

export const shopSystem = {
  list: listCall<ShopSystem>()({
    style: "body",
    path: "/shop/pageList",
    filters: { systemName: "text", feature: "enum", claimLevel: "enum", status: "enum" },
  }),
  modify: call("body", "/shop/modify", "add|edit", {
    claimDays: "int",
    claimLevel: "enum",
    claimLimit: "int",
    deposit: "number",
    feature: "enum",
    goodsLimit: "int",
    id: "int",
    sort: "int",
    status: "enum",
    systemName: "text",
  }),
};
