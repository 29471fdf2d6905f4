/** Recharge addresses (SPEC §2.3, §7.5 usdtAddress): the USDT (TRC20) deposit address the wallet service gave each member. */
import { userRechargeAddresses } from "@contract/members/user-recharge-addresses";
import { defineScreen } from "@/resources/kit";
import { COMMON_LABELS } from "@contract/labels";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: userRechargeAddresses.list,
  fields: [
    { key: "index", type: "index" },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "realName", width: 110 },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "isTest", type: "yesNo", colors: { yes: "red", no: "default" }, width: 100, search: true },
    { key: "chain", width: 90 },
    { key: "address", width: 360, max: 64, search: true },
    { key: "status", type: "dict", dict: "validityB", width: 90, search: true },
    { key: "createdTime", type: "dateTime", search: true },
  ],
  i18n: withLabels(
    { uid: COMMON_LABELS.memberId },
    {
      "zh-CN": {
        fields: {
          chain: "协议",
          address: "充值地址",
          status: "地址状态",
          createdTime: "分配时间",
        },
      },
      "en-US": {
        fields: {
          chain: "Protocol",
          address: "Deposit address",
          status: "Address state",
          createdTime: "Assigned",
        },
      },
    },
  ),
});
