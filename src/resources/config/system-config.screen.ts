/** The basic configuration (SPEC §2.3 system config with its basic-config page; fields designed here): one settings form. */
import { systemConfig } from "@contract/config/system-config";
import { defineScreen } from "@/resources/kit";

interface BasicConfig {
  id: number;
  siteName: string;
  logo: string;
  customerServiceUrl: string;
  withdrawMinAmount: number;
  withdrawMaxAmount: number;
  withdrawFeeRate: number;
  usdtRate: number;
  updatedTime: string;
}

const MONEY = { min: 0, max: 9999999999999 };

export default defineScreen<BasicConfig>({
  list: systemConfig.config,
  settings: { load: systemConfig.config },
  fields: [
    { key: "siteName", max: 50, form: { required: true, section: "basic" } },
    { key: "logo", type: "image", form: { section: "basic" } },
    {
      key: "customerServiceUrl",
      max: 500,
      form: {
        section: "basic",
        rules: { pattern: /^(https?:\/\/|\/(?!\/))\S+$/, patternKey: ".form.urlFormat" },
      },
    },
    { key: "withdrawMinAmount", type: "money", form: { required: true, section: "withdraw", rules: MONEY } },
    { key: "withdrawMaxAmount", type: "money", form: { required: true, section: "withdraw", rules: MONEY } },
    {
      key: "withdrawFeeRate",
      type: "number",
      form: { required: true, section: "withdraw", rules: { min: 0, max: 1 }, helpKey: ".form.rateHelp" },
    },
    { key: "usdtRate", type: "number", form: { required: true, section: "withdraw", rules: { min: 0, max: 1000 } } },
    { key: "updatedTime", type: "dateTime", form: { kind: "text", disabled: true, section: "withdraw" } },
  ],
  forms: {
    edit: {
      container: "modal",
      width: 0,
      labelWidth: 160,
      endpoints: { edit: systemConfig.edit },
    },
  },
  i18n: {
    "zh-CN": {
      fields: {
        siteName: "平台名称",
        logo: "平台图标",
        customerServiceUrl: "客服链接",
        withdrawMinAmount: "单笔最低提现",
        withdrawMaxAmount: "单笔最高提现",
        withdrawFeeRate: "提现手续费率",
        usdtRate: "USDT 汇率",
      },
      sections: { basic: "基础配置", withdraw: "提现配置" },
      form: { urlFormat: "请输入 http(s) 地址或站内路径", rateHelp: "0–1 之间，如 0.005 即 0.5%" },
    },
    "en-US": {
      fields: {
        siteName: "Platform name",
        logo: "Platform logo",
        customerServiceUrl: "Customer service link",
        withdrawMinAmount: "Minimum withdrawal",
        withdrawMaxAmount: "Maximum withdrawal",
        withdrawFeeRate: "Withdrawal fee rate",
        usdtRate: "USDT exchange rate",
      },
      sections: { basic: "Basic", withdraw: "Withdrawals" },
      form: { urlFormat: "Enter an http(s) address or a site path", rateHelp: "Between 0 and 1, e.g. 0.005 = 0.5%" },
    },
  },
});
