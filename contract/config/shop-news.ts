/** News shown to member shops (SPEC §2.3 shop news; the news-category dictionary; fields designed here). */
import { call, listCall } from "../calls";

export interface MerchantNews {
  id: number;
  title: string;
  category: 1 | 2 | 3;
  cover: string;
  content: string;
  status: 0 | 1;
  publishTime: string;
  createdTime: string;
}

export const shopNews = {
  list: listCall<MerchantNews>()({
    style: "body",
    path: "/merchantNews/pageList",
    filters: ["title", "category", "status"],
  }),
  save: call("body", "/merchantNews/save"),
  delete: call("body", "/merchantNews/delete"),
};
