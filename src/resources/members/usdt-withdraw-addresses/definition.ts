/** Member USDT withdrawal addresses (SPEC §2.8) declared as data, with the add form (uid, TRC20 address). */
import type { FormDef } from "@/resources/dsl/form-types";
import type { ResourceDefinition } from "@/resources/dsl/types";
import { TRC20_ADDRESS, TRC20_PROTOCOL, type MemberTrc20Address } from "./types";

const addForm: FormDef<MemberTrc20Address> = {
  container: "modal",
  width: 560,
  titleKeys: { add: "usdtWithdrawAddresses.form.title", edit: "usdtWithdrawAddresses.form.title" },
  fields: [
    { key: "uid", kind: "digits", rules: { required: true, maxLength: 16 } },
    {
      key: "address",
      kind: "text",
      rules: { required: true, maxLength: 34, pattern: TRC20_ADDRESS, patternKey: "usdtWithdrawAddresses.form.addressFormat" },
      helpKey: "usdtWithdrawAddresses.form.addressHelp",
    },
    { key: "realname", kind: "select", initial: TRC20_PROTOCOL, disabled: true, options: [{ value: TRC20_PROTOCOL, label: TRC20_PROTOCOL }], rules: { required: true } },
  ],
  endpoints: { add: { path: "/wallet/member-trc20/save", style: "body" } },
};

export const usdtWithdrawAddresses: ResourceDefinition<MemberTrc20Address> = {
  namespace: "usdtWithdrawAddresses",
  rowKey: "id",
  endpoints: { list: { path: "/wallet/member-trc20/usdt", style: "query" } },
  search: [
    { key: "userId", kind: "digits", maxLength: 16, fromQuery: "uid" },
    { key: "isTest", kind: "yesNo" },
    { key: "address", kind: "text", maxLength: 64 },
  ],
  columns: [
    { key: "index", kind: "index", width: 70 },
    { key: "id", width: 80 },
    { key: "uid", width: 100 },
    { key: "isTest", kind: "yesNo", colors: { yes: "red", no: "default" }, width: 90 },
    { key: "realname", width: 90 },
    { key: "cardNo", width: 360 },
    { key: "status", kind: "dict", dict: "trc20Status", width: 90 },
    { key: "createdTime", kind: "dateTime", width: 170 },
  ],
  forms: { add: addForm },
  rowActions: [
    {
      key: "unbind",
      permType: "edit",
      danger: true,
      confirm: { textKey: "common.confirmations.delete" },
      endpoint: { path: "/wallet/member-trc20/delete", style: "body" },
      payload: (row) => ({ id: row.id }),
      successKey: "common.messages.deleted",
    },
  ],
  actionsWidth: 110,
};
