import { call } from "../calls";
import { labels } from "../labels";

export const systemConfig = {
  labels: labels({
    siteName: ["平台名称", "Platform name"],
    logo: ["平台图标", "Platform logo"],
    customerServiceUrl: ["客服链接", "Customer service link"],
    withdrawMinAmount: ["单笔最低提现", "Minimum withdrawal"],
    withdrawMaxAmount: ["单笔最高提现", "Maximum withdrawal"],
    withdrawFeeRate: ["提现手续费率", "Withdrawal fee rate"],
    usdtRate: ["USDT 汇率", "USDT exchange rate"],
  }),
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
