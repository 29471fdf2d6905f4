/** User feedback (SPEC §2.3, §7.5 findAll; fields designed here): read, reply (until handled), mark handled. */
import { call, listCall } from "../calls";
import { labels } from "../labels";

export interface Feedback {
  id: number;
  uid: number;
  realName: string | null;
  phone: string | null;
  content: string;
  image: string;
  readState: 0 | 1;
  reply: string | null;
  replyTime: string | null;
  handled: 0 | 1;
  handler: string | null;
  createdTime: string;
}

export const userFeedback = {
  labels: labels({ reply: ["回复内容", "Reply"] }),
  list: listCall<Feedback>()({
    style: "body",
    path: "/user/notice/feedback/findAll",
    filters: {
      uid: "int",
      phone: "text",
      content: "text",
      readState: "enum",
      handled: "enum",
      createdTimeStart: "time",
      createdTimeEnd: "time",
    },
  }),
  read: call("body", "/user/notice/feedback/read", "edit", { id: "int" }),
  reply: call("body", "/user/notice/feedback/reply", "edit", { id: "int", reply: "text" }),
  handle: call("body", "/user/notice/feedback/handle", "edit", { id: "int" }),
};
