/** News shown to member shops (SPEC §2.3 shop news; the news-category dictionary; fields designed here). */
import { call, listCall } from "../calls";
import { defineDict } from "../dicts/define";
import { labels } from "../labels";

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
  labels: labels({ cover: ["封面", "Cover"] }),
  list: listCall<MerchantNews>()({
    style: "body",
    path: "/merchantNews/pageList",
    filters: { title: "text", category: "enum", status: "enum" },
  }),
  save: call("body", "/merchantNews/save", "add|edit", {
    category: "enum",
    content: "text",
    cover: "text",
    id: "int",
    publishTime: "time",
    status: "enum",
    title: "text",
  }),
  delete: call("body", "/merchantNews/delete", "delete", { id: "int" }),
};

/** The news categories (SPEC §4), this screen's own dictionary: registered by `npm run contract`. */
export const dicts = [
  defineDict("newsCategory", "新闻分类", {
    "1": { zh: "新闻动态", en: "News", color: "blue" },
    "2": { zh: "合作消息", en: "Cooperation messages", color: "cyan" },
    "3": { zh: "采访视频", en: "Interview videos", color: "purple" },
  }),
];
