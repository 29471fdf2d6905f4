/** Settings (fields not shown, designed here): key/value/description/type; the server reads its own at once. */
import { type Setting, settings } from "@contract/system/settings";
import { defineScreen } from "@/resources/kit";
import { batchDelete } from "./shared/batch-delete";

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
  i18n: {
    "zh-CN": {
      fields: { key: "配置键", value: "配置值", type: "类型", description: "描述", updateTime: "更新时间" },
    },
    "en-US": {
      fields: { key: "Key", value: "Value", type: "Type", description: "Description", updateTime: "Updated" },
    },
  },
});
