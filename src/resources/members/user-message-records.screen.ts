/** User message records (SPEC §2.3; §4 message type and read state): what was sent to whom and whether it was read. */
import { userMessageRecords } from "@contract/members/user-message-records";
import { defineScreen } from "@/resources/kit";
import { COMMON_LABELS } from "@contract/labels";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: userMessageRecords.list,
  fields: [
    { key: "index", type: "index" },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "realName", width: 110 },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "type", type: "dict", dict: "messageType", search: true },
    { key: "title", width: 200, max: 50, search: true },
    { key: "content", width: 260, ellipsis: true },
    { key: "readState", type: "dict", dict: "messageReadState", search: true },
    { key: "sendTime", type: "dateTime", search: true },
    { key: "readTime", type: "dateTime" },
  ],
  i18n: withLabels(
    { uid: COMMON_LABELS.memberId },
    {
      "zh-CN": {
        fields: {
          type: "消息类型",
          title: "消息标题",
          content: "消息内容",
          readState: "阅读状态",
          sendTime: "发送时间",
          readTime: "阅读时间",
        },
      },
      "en-US": {
        fields: {
          type: "Message type",
          title: "Title",
          content: "Content",
          readState: "Read state",
          sendTime: "Sent",
          readTime: "Read",
        },
      },
    },
  ),
});
