/** System parameters (SPEC §2.3, §4): typed by the parameter-value-type dictionary, the value validated by that type. */
import { systemParams } from "@contract/config/system-params";
import { defineScreen, removeAction } from "@/resources/kit";
import { paramValueRule } from "./system-params/value-rule";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: systemParams.list,
  fields: [
    { key: "index", type: "index" },
    {
      key: "paramKey",
      width: 200,
      max: 100,
      search: true,
      form: {
        required: true,
        rules: { pattern: /^[A-Za-z][A-Za-z0-9_.-]*$/, patternKey: ".form.keyFormat" },
      },
    },
    { key: "paramName", width: 180, max: 50, search: true, form: { required: true } },
    {
      key: "valueType",
      type: "dict",
      dict: "paramValueType",
      width: 110,
      search: true,
      form: { required: true, initial: 2 },
    },
    {
      key: "paramValue",
      width: 200,
      ellipsis: true,
      max: 500,
      form: { required: true, rules: { validate: paramValueRule, dependsOn: ["valueType"] } },
    },
    { key: "remark", width: 200, ellipsis: true, max: 200, form: true },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", endpoints: { add: systemParams.save } },
    edit: { container: "modal", endpoints: { edit: systemParams.update } },
  },
  rowActions: [removeAction(systemParams.delete)],
  actionsWidth: 140,
  i18n: withLabels(systemParams.labels, {
    "zh-CN": {
      fields: { valueType: "值类型", paramValue: "参数值" },
      form: { keyFormat: "以字母开头，只能包含字母、数字、下划线、点和短横线" },
      value: {
        integer: "参数值必须是整数",
        float: "参数值必须是数字（浮点数）",
        string: "参数值不能超过500个字符",
        time: "参数值必须是时间 HH:mm:ss",
        date: "参数值必须是日期 yyyy-MM-dd",
      },
    },
    "en-US": {
      fields: { valueType: "Value type", paramValue: "Value" },
      form: { keyFormat: "Starts with a letter; letters, digits, underscores, dots and hyphens only" },
      value: {
        integer: "The value must be an integer",
        float: "The value must be a number (float)",
        string: "The value may hold at most 500 characters",
        time: "The value must be a time HH:mm:ss",
        date: "The value must be a date yyyy-MM-dd",
      },
    },
  }),
});
