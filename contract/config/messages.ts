/** Message templates (SPEC §2.3 messages): the templates, sending one, and the history of sends. */
import { call, listCall, type KeyTypes } from "../calls";

/** A message template. */
export interface MessageTemplate {
  id: number;
  title: string;
  type: 1 | 2 | 3 | 4;
  content: string;
  createdTime: string;
}

/** One send of a template (the history). */
export interface MessageSend {
  id: number;
  templateId: number;
  title: string;
  target: "all" | "level" | "ids";
  targetDetail: string;
  count: number;
  createdTime: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  content: "text",
  title: "text",
  type: "enum",
} as const satisfies KeyTypes;

export const messages = {
  list: listCall<MessageTemplate>()({
    style: "body",
    path: "/message/template/list",
    filters: { title: "text", type: "enum" },
  }),
  create: call("body", "/message/template/create", "add", FIELDS),
  update: call("body", "/message/template/update", "edit", { ...FIELDS, id: "int" }),
  del: call("body", "/message/template/del", "delete", { id: "int" }),
  send: call("body", "/message/send", "add", { level: "enum", memberIds: "json", target: "enum", templateId: "int" }),
  history: listCall<MessageSend>()({
    style: "body",
    path: "/message/list",
    filters: { templateId: "int", target: "enum" },
  }),
};
