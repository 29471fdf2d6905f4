/** Member levels 0–6 (SPEC §2.3 level config; fields designed here): one row per level, edit only. */
import { levelConfig } from "@contract/config/level-config";
import { defineScreen } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: { ...levelConfig.list, result: "array", paging: "none" },
  paging: false,
  fields: [
    { key: "level", type: "dict", dict: "teamLevel", width: 130, form: { disabled: true } },
    { key: "icon", type: "image", form: true },
    { key: "levelName", width: 140, max: 20, form: { required: true } },
    { key: "minAssets", type: "money", width: 140, form: { required: true, rules: { min: 0, max: 9999999999999 } } },
    {
      key: "dailyWithdrawTimes",
      type: "number",
      width: 130,
      form: { required: true, rules: { integer: true, min: 0, max: 100 } },
    },
    { key: "remark", width: 240, ellipsis: true, max: 200, form: { kind: "textarea" } },
    { key: "updatedTime", type: "dateTime" },
  ],
  forms: { edit: { container: "modal", endpoints: { edit: levelConfig.update } } },
  i18n: withLabels(levelConfig.labels, {
    "zh-CN": {
      fields: { dailyWithdrawTimes: "每日提现次数" },
    },
    "en-US": {
      fields: {
        dailyWithdrawTimes: "Withdrawals a day",
      },
    },
  }),
});
