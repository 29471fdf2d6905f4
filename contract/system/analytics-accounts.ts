/** Analytics-service accounts (SPEC §2.12): no search, no paging; status switch, read-only credentials, delete. */
import { call, listCall } from "../calls";

/** An account of the third-party e-commerce analytics service (SPEC §3). */
export interface AnalyticsAccount {
  id: number;
  username: string;
  password: string | null;
  cookie: string | null;
  /** 1 on, 0 off. */
  status: 0 | 1;
  lastLoginTime: string | null;
  createdTime: string | null;
}

export const analyticsAccounts = {
  list: listCall<AnalyticsAccount>()({
    style: "query",
    path: "/analyticsAccount/list",
    result: "array",
    paging: "none",
    filters: {},
  }),
  save: call("body", "/analyticsAccount/save", "add|edit", {
    cookie: "text",
    id: "int",
    password: "text",
    status: "enum",
    username: "text",
  }),
  delete: call("body", "/analyticsAccount/delete", "delete", { id: "int" }),
};
