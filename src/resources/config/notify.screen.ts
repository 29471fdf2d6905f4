/** Notices shown in the client app (SPEC §2.3 notify management; the notice-type dictionary; fields designed here). */
import { notify } from "@contract/config/notify";
import { RichTextField } from "@/components/rich-text/rich-text-field";
import { defineScreen, enabledStatusField, removeAction } from "@/resources/kit";

export default defineScreen({
  list: notify.list,
  fields: [
    { key: "index", type: "index" },
    { key: "title", width: 220, max: 100, search: true, form: { required: true } },
    { key: "type", type: "dict", dict: "noticeType", width: 110, search: true, form: { required: true, initial: 1 } },
    { key: "content", column: false, max: 50000, form: { kind: "custom", component: RichTextField, required: true } },
    { key: "sort", type: "number", width: 80, form: { initial: 0, rules: { integer: true, min: 0, max: 99999 } } },
    enabledStatusField(notify.update),
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "drawer", width: 820, endpoints: { add: notify.save } },
    edit: { container: "drawer", width: 820, endpoints: { edit: notify.update } },
  },
  rowActions: [removeAction(notify.delete)],
  actionsWidth: 140,
  i18n: {
    "zh-CN": { fields: { type: "通知类型", content: "通知内容" } },
    "en-US": { fields: { type: "Notice type", content: "Content" } },
  },
});
