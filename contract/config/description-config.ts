/** Texts shown in the client app, by key (SPEC §2.3 description config; fields designed here): add/edit, no delete. */
import { call, listCall } from "../calls";

export interface Caption {
  id: number;
  captionKey: string;
  title: string;
  content: string;
  updatedTime: string;
}

export const descriptionConfig = {
  list: listCall<Caption>()({
    style: "body",
    path: "/captionConfig/getTaskConfigByPage",
    filters: { captionKey: "text", title: "text" },
  }),
  save: call("body", "/captionConfig/save", "add", { captionKey: "text", content: "text", title: "text" }),
  update: call("body", "/captionConfig/update", "edit", {
    captionKey: "text",
    content: "text",
    id: "int",
    title: "text",
  }),
};
