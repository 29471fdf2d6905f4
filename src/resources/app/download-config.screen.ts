/** The app download page settings (SPEC §2.3 download configuration; fields designed here), with its QR code. */
import { downloadConfig } from "@contract/app/download-config";
import { defineScreen } from "@/resources/kit";
import { QrAside } from "./download-config/qr-aside";
import { withLabels } from "@/i18n/catalogue";

interface DownloadConfig {
  id: number;
  title: string;
  description: string;
  downloadUrl: string;
  iosUrl: string;
  androidUrl: string;
  status: 0 | 1;
  updatedTime: string;
}

const URL = { pattern: /^(https?:\/\/|\/(?!\/))\S+$/, patternKey: ".form.urlFormat" };

export default defineScreen<DownloadConfig>({
  list: downloadConfig.download,
  settings: { load: downloadConfig.download, aside: QrAside },
  fields: [
    { key: "title", max: 50, form: { required: true } },
    { key: "description", type: "textarea", max: 200, form: { rows: 3 } },
    {
      key: "downloadUrl",
      max: 500,
      form: { required: true, rules: URL, helpKey: ".form.downloadUrlHelp" },
    },
    { key: "iosUrl", max: 500, form: { rules: URL } },
    { key: "androidUrl", max: 500, form: { rules: URL } },
    {
      key: "status",
      type: "switch",
      form: { switchValues: [1, 0], switchLabelKeys: [".status.on", ".status.off"] },
    },
    { key: "updatedTime", type: "dateTime", form: { kind: "text", disabled: true } },
  ],
  forms: {
    edit: { container: "modal", width: 0, endpoints: { edit: downloadConfig.update } },
  },
  i18n: withLabels(downloadConfig.labels, {
    "zh-CN": {
      fields: {
        status: "下载页",
      },
      status: { on: "开放", off: "关闭" },
      form: { urlFormat: "请输入 http(s) 地址或站内路径", downloadUrlHelp: "二维码指向此地址" },
      qr: { title: "下载二维码", alt: "下载页二维码", empty: "填写下载页地址后显示二维码" },
    },
    "en-US": {
      fields: {
        status: "Download page",
      },
      status: { on: "Open", off: "Closed" },
      form: { urlFormat: "Enter an http(s) address or a site path", downloadUrlHelp: "The QR code points here" },
      qr: {
        title: "Download QR code",
        alt: "QR code of the download page",
        empty: "Enter the download page URL to see its QR code",
      },
    },
  }),
});
