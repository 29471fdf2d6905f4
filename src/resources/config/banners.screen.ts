/** Banners (SPEC §2.3 banner management; fields designed here): image, link, sort, enabled; add/edit, delete. */
import { banners } from "@contract/config/banners";
import { defineScreen, enabledStatusField, removeAction } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

const LINK = /^(https?:\/\/|\/(?!\/))\S+$/;

export default defineScreen({
  list: banners.list,
  fields: [
    { key: "index", type: "index" },
    { key: "image", type: "image", width: 110, form: { required: true } },
    { key: "title", width: 180, max: 50, search: true, form: { required: true } },
    {
      key: "link",
      width: 220,
      ellipsis: true,
      max: 500,
      form: { rules: { pattern: LINK, patternKey: ".form.linkFormat" } },
    },
    { key: "sort", type: "number", width: 80, form: { initial: 0, rules: { integer: true, min: 0, max: 99999 } } },
    enabledStatusField(banners.update),
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", endpoints: { add: banners.save } },
    edit: { container: "modal", endpoints: { edit: banners.update } },
  },
  // SPEC §7.5: this delete is a query-style call.
  rowActions: [removeAction(banners.delete)],
  actionsWidth: 140,
  i18n: withLabels(banners.labels, {
    "zh-CN": { form: { linkFormat: "请输入 http(s) 地址或站内路径" } },
    "en-US": {
      form: { linkFormat: "Enter an http(s) address or a site path" },
    },
  }),
});
