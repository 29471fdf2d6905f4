import { call } from "../calls";
import { labels } from "../labels";

export const downloadConfig = {
  labels: labels({
    title: ["页面标题", "Page title"],
    description: ["页面说明", "Page text"],
    downloadUrl: ["下载页地址", "Download page URL"],
    iosUrl: ["iOS 下载地址", "iOS URL"],
    androidUrl: ["Android 下载地址", "Android URL"],
  }),
  download: call("query", "/version/download", {}),
  update: call("body", "/version/download/update", "edit", {
    androidUrl: "text",
    description: "text",
    downloadUrl: "text",
    iosUrl: "text",
    status: "enum",
    title: "text",
  }),
};
