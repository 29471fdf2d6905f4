/** User message records (SPEC §2.3; §4 message type and read state): what was sent to whom and whether it was read. */
import { listCall } from "../calls";

export interface MessageRecord {
  id: number;
  uid: number;
  realName: string | null;
  phone: string | null;
  type: 1 | 2 | 3 | 4;
  title: string;
  content: string;
  readState: 0 | 1 | 2;
  sendTime: string;
  readTime: string | null;
}

export const userMessageRecords = {
  list: listCall<MessageRecord>()({
    style: "body",
    path: "/member/message/record/list",
    filters: {
      uid: "int",
      phone: "text",
      title: "text",
      type: "enum",
      readState: "enum",
      sendTimeStart: "time",
      sendTimeEnd: "time",
    },
  }),
};
