import { call } from "../calls";

export const downloadConfig = {
  download: call("query", "/version/download"),
  update: call("body", "/version/download/update", "edit"),
};
