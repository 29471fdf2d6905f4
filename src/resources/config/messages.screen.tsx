/** Message templates (SPEC §2.3 message management): add/edit, delete, a send dialog and the send history. */
import { defineScreen, removeAction } from "@/resources/kit";
import { HistoryButton } from "./messages/history";
import { SendAction } from "./messages/send-dialog";
import { messages, type MessageTemplate } from "@contract/config/messages";

export default defineScreen({
  list: messages.list,
  fields: [
    { key: "index", type: "index" },
    { key: "title", width: 200, max: 50, search: true, form: { required: true } },
    { key: "type", type: "dict", dict: "messageType", width: 110, search: true, form: { required: true, initial: 1 } },
    { key: "content", type: "textarea", width: 360, ellipsis: true, max: 2000, form: { required: true, rows: 6 } },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", width: 620, endpoints: { add: messages.create } },
    edit: { container: "modal", width: 620, endpoints: { edit: messages.update } },
  },
  toolbar: [{ key: "history", component: HistoryButton }],
  rowActions: [{ key: "send", permType: "add", component: SendAction }, removeAction<MessageTemplate>(messages.del)],
  actionsWidth: 180,
  i18n: {
    "zh-CN": {
      fields: {
        type: "消息类型",
        content: "消息内容",
        sentTime: "发送时间",
        sendTarget: "发送对象",
        targetDetail: "等级/会员ID",
        sentCount: "发送人数",
      },
      actions: { send: "发送", history: "发送记录" },
      send: {
        title: "发送消息：{{title}}",
        submit: "发送",
        target: "发送对象",
        targets: { all: "全部会员", level: "指定等级", ids: "指定会员" },
        levelRequired: "请选择会员等级",
        memberIds: "会员ID",
        idsHelp: "多个ID用逗号、空格或换行分隔",
        idsRequired: "请填写会员ID",
        idsFormat: "会员ID必须是正整数，用逗号、空格或换行分隔",
        idsTooMany: "一次最多发送给 {{max}} 个会员",
        sent: "已发送给 {{count}} 位会员",
      },
    },
    "en-US": {
      fields: {
        type: "Message type",
        content: "Content",
        sentTime: "Sent at",
        sendTarget: "Sent to",
        targetDetail: "Level / member IDs",
        sentCount: "Members reached",
      },
      actions: { send: "Send", history: "Send history" },
      send: {
        title: "Send message: {{title}}",
        submit: "Send",
        target: "Send to",
        targets: { all: "All members", level: "One level", ids: "Listed members" },
        levelRequired: "Choose a member level",
        memberIds: "Member IDs",
        idsHelp: "Separate IDs with commas, spaces or new lines",
        idsRequired: "Enter member IDs",
        idsFormat: "Member IDs are positive whole numbers separated by commas, spaces or new lines",
        idsTooMany: "At most {{max}} members at a time",
        sent: "Sent to {{count}} members",
      },
    },
  },
});
