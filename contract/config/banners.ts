/** Banners (SPEC §2.3 banner management; fields designed here): image, link, sort, enabled; add/edit, delete. */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

export interface Banner {
  id: number;
  title: string;
  image: string;
  link: string;
  sort: number;
  status: 0 | 1;
  createdTime: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  image: "text",
  link: "text",
  sort: "int",
  status: "enum",
  title: "text",
} as const satisfies KeyTypes;

export const banners = {
  labels: labels({ link: ["跳转链接", "Link"] }),
  list: listCall<Banner>()({
    style: "body",
    path: "/banner/config/queryAll",
    filters: { title: "text", status: "enum" },
  }),
  save: call("body", "/banner/config/save", "add", FIELDS),
  update: call("body", "/banner/config/update", "edit", { ...FIELDS, id: "int" }),
  delete: call("query", "/banner/config/delete", "delete", { id: "int" }),
};
