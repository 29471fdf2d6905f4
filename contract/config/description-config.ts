/** Texts shown in the client app, by key (SPEC §2.3 description config; fields designed here): add/edit, no delete. */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

export interface Caption {
  id: number;
  captionKey: string;
  title: string;
  content: string;
  updatedTime: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  captionKey: "text",
  content: "text",
  title: "text",
} as const satisfies KeyTypes;

export const descriptionConfig = {
  labels: labels({ captionKey: ["文案标识", "Caption key"], content: ["文案内容", "Caption text"] }),
  list: listCall<Caption>()({
    style: "body",
    path: "/captionConfig/getTaskConfigByPage",
    filters: { captionKey: "text", title: "text" },
  }),
  save: call("body", "/captionConfig/save", "add", FIELDS),
  update: call("body", "/captionConfig/update", "edit", { ...FIELDS, id: "int" }),
};
