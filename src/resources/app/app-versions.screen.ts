/**
 * App versions (SPEC §2.3 app management; fields not shown, designed here): per platform, with add/edit and delete;
 * the package URL is typed or filled by uploading the package.
 */
import { appVersions } from "@contract/app/app-versions";
import { defineScreen, removeAction } from "@/resources/kit";
import { PackageUpload } from "@/components/package-upload";
import { withLabels } from "@/i18n/catalogue";

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const URL = /^(https?:\/\/|\/(?!\/))\S+$/;

export default defineScreen({
  list: appVersions.list,
  fields: [
    { key: "index", type: "index" },
    { key: "platform", type: "dict", dict: "platform", search: true, form: { required: true, initial: 2 } },
    { key: "versionName", max: 32, search: true, form: { required: true } },
    {
      key: "versionCode",
      type: "number",
      width: 100,
      form: { required: true, rules: { integer: true, min: 1, max: 99999999 } },
    },
    { key: "updateType", type: "dict", dict: "appUpdate", width: 120, search: true, form: { initial: 0 } },
    { key: "notes", type: "textarea", width: 220, ellipsis: true, max: 1000, form: true },
    {
      key: "packageUrl",
      width: 260,
      ellipsis: true,
      max: 500,
      form: {
        kind: "custom",
        component: PackageUpload,
        required: true,
        rules: { pattern: URL, patternKey: ".form.urlFormat" },
        helpKey: ".form.urlHelp",
      },
    },
    {
      key: "publishTime",
      type: "dateTime",
      form: {
        kind: "text",
        rules: { pattern: DATE_TIME, patternKey: ".form.timeFormat" },
        helpKey: ".form.timeHelp",
      },
    },
  ],
  forms: {
    add: { container: "modal", width: 620, endpoints: { add: appVersions.add } },
    edit: { container: "modal", width: 620, endpoints: { edit: appVersions.edit } },
  },
  rowActions: [removeAction(appVersions.del)],
  actionsWidth: 140,
  i18n: withLabels(appVersions.labels, {
    "zh-CN": {
      fields: {
        platform: "平台",
        updateType: "更新方式",
        publishTime: "发布时间",
      },
      form: {
        urlFormat: "请输入 http(s) 地址或站内路径",
        urlHelp: "应用商店或 CDN 上安装包的地址，或上传 .apk / .ipa（不超过 50MB）",
        timeFormat: "格式为 yyyy-MM-dd HH:mm:ss",
        timeHelp: "留空则为保存时间",
      },
    },
    "en-US": {
      fields: {
        platform: "Platform",
        updateType: "Update type",
        publishTime: "Publish time",
      },
      form: {
        urlFormat: "Enter an http(s) address or a site path",
        urlHelp: "Where the package is hosted (app store or CDN), or upload an .apk / .ipa (50 MB at most)",
        timeFormat: "Format: yyyy-MM-dd HH:mm:ss",
        timeHelp: "Blank: the time of saving",
      },
    },
  }),
});
