/** Shop industries (SPEC §2.3): add/edit through one modify call, and the select-type dialog (its shop system). */
import { call, listCall } from "../calls";
import { labels } from "../labels";

export interface ShopIndustry {
  id: number;
  industryName: string;
  shopSystemId: number | null;
  systemName: string | null;
  sort: number;
  status: 0 | 1;
  createdTime: string;
}

export const shopIndustries = {
  labels: labels({ industryName: ["行业名称", "Industry name"] }),
  list: listCall<ShopIndustry>()({
    style: "query",
    path: "/memberShop/industry",
    filters: { industryName: "text", shopSystemId: "int", status: "enum" },
  }),
  modify: call("body", "/memberShop/industry/modify", "add|edit", {
    id: "int",
    industryName: "text",
    shopSystemId: "int",
    sort: "int",
    status: "enum",
  }),
};
