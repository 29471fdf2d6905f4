/**
 * The figures the dashboard and the statistics pages read, from the `/console/*` calls of SPEC §7.5 (B:
 * POST JSON; payloads not shown, designed here — see server/routes/console-stats.ts and docs/decisions/home.md). Every field is
 * optional on the way in: a back end that leaves one out hides that card instead of breaking the page.
 */
/** The statistics app's home page: the dashboard's figures and charts need it in the user's menu. */
export const STATS_PAGE = "stats/statistics-home";

export interface Figure {
  value: number | string | null;
  previous?: number | string | null;
}

export interface ConsoleStatistics {
  cards?: Partial<Record<CardKey, Figure>>;
  todo?: Partial<Record<string, number>>;
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
