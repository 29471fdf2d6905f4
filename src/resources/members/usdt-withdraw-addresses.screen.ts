/** Member USDT addresses (SPEC §2.8): bound TRC20 withdrawal addresses; add (format-checked), unbind/delete. */
import { usdtWithdrawAddresses } from "@contract/members/usdt-withdraw-addresses";
import { TRC20_ADDRESS, TRC20_PROTOCOL } from "@contract/rules";
import { defineScreen, removeAction } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";
import { COMMON_LABELS } from "@contract/labels";

export default defineScreen({
  list: usdtWithdrawAddresses.list,
  fields: [
    { key: "index", type: "index" },
    { key: "id", width: 80 },
    {
      key: "uid",
      type: "member",
      max: 16,
      search: { param: "userId", label: "userId", fromQuery: "uid" },
      form: { required: true },
    },
    {
      key: "isTest",
      type: "yesNo",
      colors: { yes: "red", no: "default" },
      search: { label: "isTestSearch" },
    },
    {
      key: "realname",
      width: 90,
      form: {
        kind: "select",
        initial: TRC20_PROTOCOL,
        disabled: true,
        options: [{ value: TRC20_PROTOCOL, label: TRC20_PROTOCOL }],
        required: true,
      },
    },
    {
      key: "cardNo",
      width: 360,
      max: 64,
      search: { param: "address" },
      form: {
        name: "address",
        required: true,
        rules: { maxLength: 34, pattern: TRC20_ADDRESS, patternKey: ".form.addressFormat" },
        helpKey: ".form.addressHelp",
      },
    },
    { key: "status", type: "dict", dict: "trc20Status", width: 90 },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: {
      container: "modal",
      titleKeys: { add: ".form.title", edit: ".form.title" },
      endpoints: { add: usdtWithdrawAddresses.save },
    },
  },
  rowActions: [removeAction(usdtWithdrawAddresses.delete, { key: "unbind" })],
  actionsWidth: 110,
  i18n: withLabels(
    { ...usdtWithdrawAddresses.labels, userId: COMMON_LABELS.memberId },
    {
      "zh-CN": {
        fields: { isTest: "是否拖", isTestSearch: "是否托号", realname: "协议" },
        actions: { unbind: "解绑/删除" },
        form: {
          title: "添加USDT地址",
          addressFormat: "USDT地址格式不正确，TRC20地址以T开头，共34位",
          addressHelp: "TRC20地址：以T开头，共34位",
        },
      },
      "en-US": {
        fields: {
          isTest: "Shill account",
          isTestSearch: "Shill/test account",
          realname: "Protocol",
        },
        actions: { unbind: "Unbind/delete" },
        form: {
          title: "Add USDT address",
          addressFormat: "Invalid USDT address: a TRC20 address starts with T and has 34 characters",
          addressHelp: "TRC20 address: starts with T, 34 characters",
        },
      },
    },
  ),
});
