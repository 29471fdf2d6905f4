import { call } from "../calls";

export const downloadConfig = {
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
