/** The to-do kinds (home's list, the side menu's badges) and where each leads. */
export const TODO_KEYS = [
  "withdrawPending",
  "rechargePending",
  "realnamePending",
  "shopOpenPending",
  "shopClosePending",
  "feedbackUnread",
] as const;
export type TodoKey = (typeof TODO_KEYS)[number];

/**
 * Where each to-do leads: the menu page (by component key) and the filter its list opens with (the list's URL
 * format, so the tab or search field shows it). An item whose page is not in the user's menu is not shown.
 */
export const TODO_LINKS: Record<TodoKey, { component: string; filter?: Record<string, string | number> }> = {
  withdrawPending: { component: "finance/withdraw-orders", filter: { status: 1 } },
  rechargePending: { component: "finance/recharge-orders", filter: { status: 1 } },
  realnamePending: { component: "members/realname-review" },
  shopOpenPending: { component: "shops/shop-open-list", filter: { status: 1 } },
  shopClosePending: { component: "shops/shop-close-list", filter: { status: 1 } },
  feedbackUnread: { component: "members/user-feedback", filter: { readState: 0 } },
};

/** A list route with its filters in the list page's URL format (Refine's syncWithLocation). */
export function filteredRoute(route: string, filter: Record<string, string | number> = {}): string {
  const parts = Object.entries(filter).flatMap(([field, value], index) => [
    `filters[${index}][field]=${encodeURIComponent(field)}`,
    `filters[${index}][operator]=eq`,
    `filters[${index}][value]=${encodeURIComponent(String(value))}`,
  ]);
  return parts.length ? `${route}?${parts.join("&")}` : route;
}
