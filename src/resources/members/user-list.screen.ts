/**
 * Member list (SPEC §2.3 user list, §7.5 "Members"; fields not shown, designed here — docs/decisions/members.md): search by
 * ID, phone, real name, invite code, level, real-name and account status, test flag and registration time; balances
 * and points read-only; add / edit, test members in bulk, detail drawer, the 'More' dialogs, freeze selected.
 */
import { defineScreen } from "@/resources/kit";
import { MemberDetailAction } from "./user-list/member-detail";
import { MoreActions } from "./user-list/more-actions";
import { BatchInsertButton, FreezeButton, UnfreezeButton } from "./user-list/toolbar";
import { USER_LIST_I18N } from "./user-list/texts";
import { userList, type MemberRow } from "@contract/members/user-list";
import { PHONE } from "@contract/rules";

const EDITABLE = ["realName", "teamLevel", "isTest", "remark"] as const;

export default defineScreen<MemberRow>({
  list: { ...userList.list, numbers: ["userId", "teamLevel", "realNameStatus", "status"] },
  // The back end masks personal data here and may reveal a row with a reason (docs/security.md).
  reveal: true,
  paging: { sizes: [10, 20, 50, 100, 500], initial: 10 },
  fields: [
    { key: "id", type: "member", width: 90, max: 10, search: { param: "userId", label: "userId", fromQuery: "uid" } },
    { key: "realName", width: 110, max: 20, search: true, form: { required: true } },
    {
      key: "phone",
      type: "memberPhone",
      max: 11,
      search: { fromQuery: "phone" },
      form: { in: "add", required: true, rules: { pattern: PHONE, patternKey: ".validation.phone" } },
    },
    { key: "inviteCode", width: 100, max: 6, search: true },
    { key: "teamLevel", type: "dict", dict: "teamLevel", width: 120, search: true, form: { initial: 0 } },
    { key: "realNameStatus", type: "dict", dict: "realnameStatus", width: 110, search: true },
    { key: "status", type: "dict", dict: "accountStatus", width: 90, search: true },
    {
      key: "isTest",
      type: "yesNo",
      colors: { yes: "red", no: "default" },
      search: true,
      form: { initial: 0 },
    },
    { key: "usdtBalance", type: "money", group: "wallets" },
    { key: "rmbBalance", type: "money", group: "wallets" },
    { key: "score", width: 90, group: "wallets" },
    { key: "teamUserCount", width: 90 },
    { key: "smsCount", width: 90 },
    { key: "inviteCodeDisabled", type: "yesNo", colors: { yes: "red", no: "default" }, width: 110 },
    { key: "online", type: "yesNo", colors: { yes: "green", no: "default" }, width: 80 },
    { key: "lastLoginTime", type: "dateTime" },
    {
      key: "registerTime",
      type: "dateTime",
      search: { param: "registerTime", keys: ["registerStart", "registerEnd"] },
    },
    { key: "remark", type: "textarea", width: 140, ellipsis: true, max: 200, form: true },
  ],
  forms: {
    add: {
      container: "modal",
      titleKeys: { add: ".dialogs.add", edit: "common.actions.edit" },
      extraFields: [{ key: "referrerInviteCode", kind: "text", rules: { maxLength: 6 }, helpKey: ".help.referrer" }],
      endpoints: { add: userList.save },
    },
    edit: {
      container: "modal",
      fromRow: (row) => ({ ...row, isTest: row.isTest ? 1 : 0 }),
      toPayload: (values, _mode, row) => ({
        id: row?.id ?? null,
        ...Object.fromEntries(EDITABLE.map((key) => [key, values[key] ?? null])),
      }),
      endpoints: { edit: userList.save },
    },
  },
  toolbar: [{ key: "batchInsert", permType: "add", component: BatchInsertButton }],
  batchActions: [
    { key: "freeze", permType: "edit", component: FreezeButton },
    { key: "unfreeze", permType: "edit", component: UnfreezeButton },
  ],
  rowActions: [
    { key: "detail", component: MemberDetailAction },
    { key: "more", permType: "edit", component: MoreActions },
  ],
  actionsWidth: 200,
  i18n: USER_LIST_I18N,
});
