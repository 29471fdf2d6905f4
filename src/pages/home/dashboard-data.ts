/**
 * The figures the dashboard and the statistics home read (issue 10), from the `/console/*` calls of SPEC §7.5 (B:
 * POST JSON; payloads not shown, designed here — see server/screens/stats and the README). Every field is optional
 * on the way in: a back end that leaves one out hides that card or item instead of breaking the page.
 */
/** The statistics app's home page: the dashboard's figures and charts need it in the user's menu. */
export const STATS_PAGE = "stats/statistics-home";

export interface Figure {
  value: number | string | null;
  previous?: number | string | null;
}

export interface ConsoleStatistics {
  cards?: Partial<Record<CardKey, Figure>>;
  todo?: Partial<Record<TodoKey, number>>;
}

export const CARD_KEYS = [
  "registrations",
  "recharges",
  "withdrawals",
  "investment",
  "memberShops",
  "salesVolume",
  "visits",
] as const;
export type CardKey = (typeof CARD_KEYS)[number];
export const MONEY_CARDS: ReadonlySet<CardKey> = new Set(["recharges", "withdrawals", "investment", "salesVolume"]);

/** One point of a day series: the date and the named figures of that day. */
export type DayPoint = { date: string } & Record<string, number | string>;

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
  feedbackUnread: { component: "members/user-feedback", filter: { status: 0 } },
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

/** Fills the days a series lacks with zeros, so a chart's axis shows every day of the range. */
export function everyDay(points: readonly DayPoint[], days: readonly string[], keys: readonly string[]): DayPoint[] {
  const byDate = new Map(points.map((point) => [point.date, point]));
  return days.map((date) => {
    const point = byDate.get(date);
    return { date, ...Object.fromEntries(keys.map((key) => [key, Number(point?.[key] ?? 0) || 0])) } as DayPoint;
  });
}

/** A day series from the server: an array, or an object holding it as `records`/`days` (back ends differ). */
export function asDays(data: unknown): DayPoint[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === "object"
      ? ((data as { records?: unknown; days?: unknown }).records ?? (data as { days?: unknown }).days)
      : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is DayPoint =>
      Boolean(item) && typeof item === "object" && typeof (item as { date?: unknown }).date === "string",
  );
}
