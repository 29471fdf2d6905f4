/** Analytics-service accounts (SPEC §2.12): no search, no paging; status switch, read-only credentials, delete. */
import { analyticsAccounts } from "@contract/system/analytics-accounts";
import { defineScreen, removeAction, statusToggle } from "@/resources/kit";
import { ACCOUNT_FIELD_MAX, AccountStatus, accountPayload, type AnalyticsAccount } from "./analytics-accounts/types";

const credential = { max: ACCOUNT_FIELD_MAX, form: { disabled: true } } as const;

export default defineScreen({
  list: analyticsAccounts.list,
  paging: false,
  fields: [
    { key: "id", width: 80 },
    { key: "username", width: 160, ...credential },
    { key: "password", width: 160, ...credential },
    { key: "cookie", type: "textarea", column: false, ...credential, form: { disabled: true, rows: 10 } },
    { key: "lastLoginTime", type: "dateTime", width: 180 },
    {
      key: "status",
      type: "switch",
      width: 110,
      // The status switch saves the whole account with the new status (SPEC §2.12, §7.4).
      toggle: statusToggle(analyticsAccounts.save, {
        values: [AccountStatus.on, AccountStatus.off],
        labelKeys: [".switch.on", ".switch.disabled"],
        payload: (row, next) => ({ ...accountPayload(row), status: next }),
      }),
      form: { switchValues: [AccountStatus.on, AccountStatus.off], initial: AccountStatus.on },
    },
    { key: "createdTime", type: "dateTime", width: 180 },
  ],
  // Credentials are read-only here (SPEC §1, §5): the full account {id, username, password, cookie, status}.
  forms: {
    edit: {
      container: "drawer",
      width: 900,
      toPayload: (values) => accountPayload(values),
      endpoints: { add: analyticsAccounts.save, edit: analyticsAccounts.save },
    },
  },
  rowActions: [removeAction<AnalyticsAccount>(analyticsAccounts.delete, { payload: (row) => ({ ...row }) })],
  actionsWidth: 140,
  i18n: {
    "zh-CN": { fields: { cookie: "Cookie", lastLoginTime: "最后登录时间" }, switch: { on: "开启", disabled: "禁用" } },
    "en-US": {
      fields: { cookie: "Cookie", lastLoginTime: "Last login time" },
      switch: { on: "On", disabled: "Disabled" },
    },
  },
});
