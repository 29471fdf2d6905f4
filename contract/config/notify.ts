/** Notices shown in the client app (SPEC §2.3 notify management; the notice-type dictionary; fields designed here). */
import { call, listCall, type KeyTypes } from "../calls";

export interface Notice {
  id: number;
  title: string;
  type: 1 | 2 | 3;
  content: string;
  sort: number;
  status: 0 | 1;
  createdTime: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  content: "text",
  sort: "int",
  status: "enum",
  title: "text",
  type: "enum",
} as const satisfies KeyTypes;

export const notify = {
  list: listCall<Notice>()({
    style: "body",
    path: "/notice/config/getNoticeConfigs",
    filters: { title: "text", type: "enum", status: "enum" },
  }),
  save: call("body", "/notice/config/save", "add", FIELDS),
  update: call("body", "/notice/config/update", "edit", { ...FIELDS, id: "int" }),
  delete: call("body", "/notice/config/delete", "delete", { id: "int" }),
};
