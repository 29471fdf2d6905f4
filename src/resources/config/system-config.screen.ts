/** The basic configuration (SPEC §2.3 system config with its basic-config page; fields designed here): one settings form. */
import { systemConfig } from "@contract/config/system-config";
import { defineScreen } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

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
  i18n: withLabels(systemConfig.labels, {
    "zh-CN": {
      sections: { basic: "基础配置", withdraw: "提现配置" },
      form: { urlFormat: "请输入 http(s) 地址或站内路径", rateHelp: "0–1 之间，如 0.005 即 0.5%" },
    },
    "en-US": {
      sections: { basic: "Basic", withdraw: "Withdrawals" },
      form: { urlFormat: "Enter an http(s) address or a site path", rateHelp: "Between 0 and 1, e.g. 0.005 = 0.5%" },
    },
  }),
});
