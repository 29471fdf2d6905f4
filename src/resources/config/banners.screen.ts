/** Banners (SPEC §2.3 banner management; fields designed here): image, link, sort, enabled; add/edit, delete. */
import { defineScreen, enabledStatusField, removeAction } from "@/resources/kit";

interface Banner {
  id: number;
  title: string;
  image: string;
  link: string;
  sort: number;
  status: 0 | 1;
  createdTime: string;
}

const UPDATE = { path: "/banner/config/update", style: "body" } as const;
const LINK = /^(https?:\/\/|\/(?!\/))\S+$/;

export default defineScreen<Banner>({
  list: { path: "/banner/config/queryAll", style: "body" },
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
    enabledStatusField(UPDATE),
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", endpoints: { add: { path: "/banner/config/save", style: "body" } } },
    edit: { container: "modal", endpoints: { edit: UPDATE } },
  },
  // SPEC §7.5: this delete is a query-style call.
  rowActions: [removeAction({ path: "/banner/config/delete", style: "query" })],
  actionsWidth: 140,
  i18n: {
    "zh-CN": { fields: { image: "图片", link: "跳转链接" }, form: { linkFormat: "请输入 http(s) 地址或站内路径" } },
    "en-US": {
      fields: { image: "Image", link: "Link" },
      form: { linkFormat: "Enter an http(s) address or a site path" },
    },
  },
});
