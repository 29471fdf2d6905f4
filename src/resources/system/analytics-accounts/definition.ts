/** Analytics-service accounts (SPEC §2.12): no search, no paging; status switch, edit drawer, delete. */
import type { FormDef } from "@/resources/dsl/form-types";
import type { ResourceDefinition } from "@/resources/dsl/types";
import { ACCOUNT_FIELD_MAX, AccountStatus, accountPayload, type AnalyticsAccount } from "./types";

const SAVE = { path: "/analyticsAccount/save", style: "body" } as const;

/** Credentials are read-only here (SPEC §1, §5): only the status is changed. */
export const accountForm: FormDef<AnalyticsAccount> = {
  container: "drawer",
  width: 900,
  titleKeys: { add: "common.actions.add", edit: "common.actions.edit" },
  fields: [
    { key: "username", kind: "text", disabled: true, rules: { maxLength: ACCOUNT_FIELD_MAX } },
    { key: "password", kind: "text", disabled: true, rules: { maxLength: ACCOUNT_FIELD_MAX } },
    { key: "cookie", kind: "textarea", rows: 10, disabled: true, rules: { maxLength: ACCOUNT_FIELD_MAX } },
    { key: "status", kind: "switch", switchValues: [AccountStatus.on, AccountStatus.off], initial: AccountStatus.on },
  ],
  // The full account {id, username, password, cookie, status}; add mode drops the id (buildPayload).
  toPayload: (values) => accountPayload(values),
  endpoints: { add: SAVE, edit: SAVE },
};

export const analyticsAccounts: ResourceDefinition<AnalyticsAccount> = {
  namespace: "analyticsAccounts",
  rowKey: "id",
  endpoints: { list: { path: "/analyticsAccount/list", style: "query", result: "array", paging: "none" } },
  paging: false,
  columns: [
    { key: "id", width: 80 },
    { key: "username", width: 160 },
    { key: "password", width: 160 },
    { key: "lastLoginTime", kind: "dateTime", width: 180 },
    {
      key: "status",
      kind: "switch",
      width: 110,
      toggle: {
        values: [AccountStatus.on, AccountStatus.off],
        labelKeys: ["analyticsAccounts.switch.on", "analyticsAccounts.switch.disabled"],
        permType: "edit",
        endpoint: SAVE,
        payload: (row, next) => ({ ...accountPayload(row), status: next }),
      },
    },
    { key: "createdTime", kind: "dateTime", width: 180 },
  ],
  forms: { edit: accountForm },
  rowActions: [
    {
      key: "delete",
      permType: "delete",
      danger: true,
      confirm: { textKey: "common.confirmations.delete" },
      endpoint: { path: "/analyticsAccount/delete", style: "body" },
      payload: (row) => ({ ...row }),
      successKey: "common.messages.deleted",
    },
  ],
  actionsWidth: 140,
};
