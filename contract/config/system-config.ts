import { call } from "../calls";

export const systemConfig = {
  config: call("query", "/sys/config", {}),
  edit: call("body", "/sys/config/edit", "edit", {
    customerServiceUrl: "text",
    logo: "text",
    siteName: "text",
    usdtRate: "number",
    withdrawFeeRate: "number",
    withdrawMaxAmount: "number",
    withdrawMinAmount: "number",
  }),
};
