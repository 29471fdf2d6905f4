/**
 * The console's own calls outside the screens (server/CONTRACT.md "console-only"): a back end without them is read
 * as having none of them, and the console leaves each one out quietly (docs/architecture.md).
 */
import { call } from "../calls";

export const extras = {
  /** Live events: a stream of committed changes, to-do counts and presence (`accessToken` header). */
  events: call("query", "/events"),
  /** `{page, id, held}`: this tab has (or has left) a row open. */
  presence: call("body", "/events/presence"),
  /** `{resource, filters, columns, …}` → the matching rows as CSV, written by the server. */
  exportCsv: call("body", "/export/csv"),
  /** `{reason, …}` → a row's personal data unmasked, audited. */
  personalReveal: call("body", "/personal/reveal"),
  inboxList: call("query", "/inbox/list"),
  inboxUnread: call("query", "/inbox/unread"),
  inboxRead: call("body", "/inbox/read"),
  listViews: call("query", "/listView/list"),
  saveListView: call("body", "/listView/save"),
  deleteListView: call("body", "/listView/delete"),
  setDefaultListView: call("body", "/listView/setDefault"),
  /** `{queue, itemId}`: a reviewer claims an item for a while. */
  reviewClaim: call("body", "/review/claim"),
  reviewRelease: call("body", "/review/release"),
  reviewClaims: call("query", "/review/claims"),
  /** The API reference page, its script and the OpenAPI document (signed-in staff). */
  apiDocs: call("query", "/docs"),
  apiDocsScript: call("query", "/docs/page.js"),
  openApi: call("query", "/docs/openapi.json"),
};
