/** Settings (fields not shown, designed here): key/value/description/type; the server reads its own at once. */
import { type Setting, settings } from "@contract/system/settings";
import { defineScreen } from "@/resources/kit";
import { batchDelete } from "./shared/batch-delete";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: { ...settings.list, paging: "system" },
  fields: [
    { key: "index", type: "index", width: 60 },
    {
      key: "key",
      width: 180,
      max: 60,
      search: true,
      form: { required: true, rules: { pattern: /^[A-Za-z][A-Za-z0-9_.-]*$/ } },
    },
    { key: "value", width: 220, max: 1000, ellipsis: true, form: true },
    {
      key: "type",
      type: "dict",
      dict: "settingType",
      width: 90,
      search: { kind: "dict" },
      form: { kind: "dict", initial: "text" },
    },
    { key: "description", width: 320, max: 255, search: true, ellipsis: true, form: { kind: "textarea" } },
    { key: "updateTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", width: 520, endpoints: { add: settings.add } },
    edit: { container: "modal", width: 520, endpoints: { edit: settings.edit } },
  },
  batchActions: [batchDelete<Setting>(settings.delByIds)],
  actionsWidth: 100,
  i18n: withLabels(settings.labels, {
    "zh-CN": {
      fields: { value: "配置值", type: "类型", updateTime: "更新时间" },
    },
    "en-US": {
      fields: { value: "Value", type: "Type", updateTime: "Updated" },
    },
  }),
});
