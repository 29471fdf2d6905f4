/** User feedback (SPEC §2.3, §7.5 findAll; fields designed here): read, reply (until handled), mark handled. */
import { type Feedback, userFeedback } from "@contract/members/user-feedback";
import { defineScreen, reasonActionComponent } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";
import { COMMON_LABELS } from "@contract/labels";

const open = (row: Feedback) => row.handled === 0;

export default defineScreen({
  list: userFeedback.list,
  fields: [
    { key: "index", type: "index" },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "realName", width: 110 },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "content", width: 260, ellipsis: true, max: 100, search: true },
    { key: "image", type: "image" },
    { key: "readState", type: "dict", dict: "messageReadState", width: 90, search: true },
    { key: "reply", width: 220, ellipsis: true },
    { key: "replyTime", type: "dateTime" },
    { key: "handled", type: "yesNo", colors: { yes: "green", no: "orange" }, width: 100, search: true },
    { key: "handler", width: 100 },
    { key: "createdTime", type: "dateTime", search: true },
  ],
  rowActions: [
    {
      key: "read",
      permType: "edit",
      visible: (row) => row.readState === 0,
      endpoint: userFeedback.read,
      payload: (row) => ({ id: row.id }),
    },
    {
      key: "reply",
      permType: "edit",
      visible: open,
      component: reasonActionComponent<Feedback>({
        key: "reply",
        labelKey: "userFeedback.actions.reply",
        titleKey: "userFeedback.reply.title",
        requiredKey: "userFeedback.reply.required",
        placeholderKey: "userFeedback.reply.placeholder",
        inputLabelKey: "userFeedback.fields.reply",
        danger: false,
        max: 500,
        endpoint: userFeedback.reply,
        payload: (row, reply) => ({ id: row.id, reply }),
      }),
    },
    {
      key: "handle",
      permType: "edit",
      visible: open,
      confirm: { textKey: ".handleConfirm" },
      endpoint: userFeedback.handle,
      payload: (row) => ({ id: row.id }),
    },
  ],
  actionsWidth: 180,
  i18n: withLabels(
    { ...userFeedback.labels, uid: COMMON_LABELS.memberId },
    {
      "zh-CN": {
        fields: {
          content: "反馈内容",
          image: "截图",
          readState: "阅读状态",
          replyTime: "回复时间",
          handled: "已处理",
          handler: "处理人",
          createdTime: "反馈时间",
        },
        actions: { read: "标为已读", reply: "回复", handle: "标记已处理" },
        reply: {
          title: "回复反馈",
          placeholder: "请输入回复内容（最多500字）",
          required: "请输入回复内容",
        },
        handleConfirm: "确定将该反馈标记为已处理？处理后不能再回复。",
      },
      "en-US": {
        fields: {
          content: "Feedback",
          image: "Screenshot",
          readState: "Read state",
          replyTime: "Reply time",
          handled: "Handled",
          handler: "Handled by",
          createdTime: "Submitted",
        },
        actions: { read: "Mark read", reply: "Reply", handle: "Mark handled" },
        reply: {
          title: "Reply to feedback",
          placeholder: "Type the reply (at most 500 characters)",
          required: "Please type the reply",
        },
        handleConfirm: "Mark this feedback handled? It can no longer be replied to.",
      },
    },
  ),
});
