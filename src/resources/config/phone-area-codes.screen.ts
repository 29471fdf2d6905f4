/** Phone area codes members may register with (SPEC §2.3; fields designed here): add/edit, enabled switch, delete. */
import { phoneAreaCodes } from "@contract/config/phone-area-codes";
import { defineScreen, enabledStatusField, removeAction } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: phoneAreaCodes.list,
  fields: [
    { key: "index", type: "index" },
    { key: "regionName", width: 160, max: 50, search: true, form: { required: true } },
    {
      key: "regionCode",
      max: 5,
      // Not a search field: a '+' in the list's URL comes back from a reload as a space (the kit's URL sync).
      form: {
        required: true,
        initial: "+",
        rules: { pattern: /^\+\d{1,4}$/, patternKey: ".form.codeFormat" },
      },
    },
    { key: "sort", type: "number", width: 80, form: { initial: 0, rules: { integer: true, min: 0, max: 99999 } } },
    enabledStatusField(phoneAreaCodes.update),
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", width: 520, endpoints: { add: phoneAreaCodes.save } },
    edit: { container: "modal", width: 520, endpoints: { edit: phoneAreaCodes.update } },
  },
  rowActions: [removeAction(phoneAreaCodes.delete)],
  actionsWidth: 140,
  i18n: withLabels(phoneAreaCodes.labels, {
    "zh-CN": {
      form: { codeFormat: "格式为 + 加 1–4 位数字，如 +86" },
    },
    "en-US": {
      form: { codeFormat: "+ and 1–4 digits, e.g. +86" },
    },
  }),
});
