/** Texts shown in the client app, by key (SPEC §2.3 description config; fields designed here): add/edit, no delete. */
import { descriptionConfig } from "@contract/config/description-config";
import { defineScreen } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: descriptionConfig.list,
  fields: [
    { key: "index", type: "index" },
    {
      key: "captionKey",
      width: 160,
      max: 50,
      search: true,
      form: {
        required: true,
        rules: { pattern: /^[A-Za-z][A-Za-z0-9_.]*$/, patternKey: ".form.keyFormat" },
      },
    },
    { key: "title", width: 160, max: 50, search: true, form: { required: true } },
    { key: "content", type: "textarea", width: 360, ellipsis: true, max: 2000, form: { required: true, rows: 6 } },
    { key: "updatedTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", width: 620, endpoints: { add: descriptionConfig.save } },
    edit: { container: "modal", width: 620, endpoints: { edit: descriptionConfig.update } },
  },
  i18n: withLabels(descriptionConfig.labels, {
    "zh-CN": {
      form: { keyFormat: "以字母开头，只能包含字母、数字、下划线和点" },
    },
    "en-US": {
      form: { keyFormat: "Starts with a letter; letters, digits, underscores and dots only" },
    },
  }),
});
