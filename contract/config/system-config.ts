import { call } from "../calls";

export const systemConfig = {
  config: call("query", "/sys/config"),
  edit: call("body", "/sys/config/edit", "edit"),
};
