/**
 * The console's own calls outside the screens (server/CONTRACT.md "console-only"): a back end without them is read
 * as having none of them, and the console leaves each one out quietly (docs/architecture.md).
 */
import { call } from "../calls";
import { labels } from "../labels";

export const extras = {
  labels: labels({ viewName: ["视图名称", "View name"] }),
  /** Live events: a stream of committed changes, to-do counts and presence (`accessToken` header). */
  events: call("query", "/events", {}),
  /** `{page, id, held}`: this tab has (or has left) a row open. */
  presence: call("body", "/events/presence", { held: "json", id: "int", page: "int" }),
  /** `{resource, filters, columns, …}` → the matching rows as CSV, written by the server. */
  exportCsv: call("body", "/export/csv", { columns: "json", fileName: "text", params: "json", path: "text" }),
  /** `{reason, …}` → a row's personal data unmasked, audited. */
  personalReveal: call("body", "/personal/reveal", { id: "int", path: "text", reason: "text" }),
  inboxList: call("query", "/inbox/list", { page: "int", pageNumber: "int", pageSize: "int", unread: "flag" }),
  inboxUnread: call("query", "/inbox/unread", {}),
  inboxRead: call("body", "/inbox/read", { all: "flag", ids: "list" }),
  listViews: call("query", "/listView/list", { resource: "text" }),
  saveListView: call("body", "/listView/save", {
    id: "int",
    name: "text",
    resource: "text",
    shared: "flag",
    state: "json",
  }),
  deleteListView: call("body", "/listView/delete", { id: "int" }),
  setDefaultListView: call("body", "/listView/setDefault", { id: "int", resource: "text" }),
  /** `{queue, itemId}`: a reviewer claims an item for a while. */
  reviewClaim: call("body", "/review/claim", { filters: "json", queue: "text", release: "int", skip: "list" }),
  reviewRelease: call("body", "/review/release", { itemId: "int", queue: "text" }),
  reviewClaims: call("query", "/review/claims", { queue: "text" }),
  /** The API reference page, its script and the OpenAPI document (signed-in staff). */
  apiDocs: call("query", "/docs", {}),
  apiDocsScript: call("query", "/docs/page.js", {}),
  openApi: call("query", "/docs/openapi.json", {}),
};
