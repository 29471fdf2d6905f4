/** Dates as the console shows and sends them (SPEC §9 "Dates"). */
import dayjs, { type Dayjs } from "dayjs";
import isoWeek from "dayjs/plugin/isoWeek";
import { EMPTY_TEXT } from "./money";

dayjs.extend(isoWeek);

export const DATE_TIME_FORMAT = "YYYY-MM-DD HH:mm:ss";
export const DATE_FORMAT = "YYYY-MM-DD";

export type DayRange = [Dayjs, Dayjs];

export interface RangeShortcut {
  /** An i18n key under components.dateRange. */
  labelKey: string;
  value: DayRange;
}

/** '2024-05-01 08:00:00' from a string, a timestamp (ms), a Date or a Dayjs; '--' for empty or invalid. */
export function formatDateTime(value: unknown): string {
  // null, undefined and any other non-date fall out here; "" and junk text parse as invalid below.
  if (typeof value !== "string" && typeof value !== "number" && !(value instanceof Date) && !dayjs.isDayjs(value)) {
    return EMPTY_TEXT;
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_TIME_FORMAT) : EMPTY_TEXT;
}

/** The day bounds of a date range as the server expects: start 00:00:00, end 23:59:59. */
export function dayBounds([start, end]: DayRange): [string, string] {
  return [`${start.format(DATE_FORMAT)} 00:00:00`, `${end.format(DATE_FORMAT)} 23:59:59`];
}

/** A range picker value turned into request keys; an empty or half-filled range gives no keys. */
export function rangeParams(
  range: readonly [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined,
  startKey = "startDate",
  endKey = "endDate",
): Record<string, string> {
  if (!range || !range[0] || !range[1]) return {};
  const [start, end] = dayBounds([range[0], range[1]]);
  return { [startKey]: start, [endKey]: end };
}

const KEY = "components.dateRange.";

/** The five shortcuts of SPEC §9; the week runs Monday to Sunday whatever the locale. */
export function rangeShortcuts(now: Dayjs = dayjs()): RangeShortcut[] {
  const yesterday = now.subtract(1, "day");
  return [
    { labelKey: `${KEY}today`, value: [now.startOf("day"), now.endOf("day")] },
    { labelKey: `${KEY}yesterday`, value: [yesterday.startOf("day"), yesterday.endOf("day")] },
    { labelKey: `${KEY}thisWeek`, value: [now.startOf("isoWeek"), now.endOf("isoWeek")] },
    { labelKey: `${KEY}halfMonth`, value: [now.subtract(15, "day").startOf("day"), now.endOf("day")] },
    { labelKey: `${KEY}thisMonth`, value: [now.startOf("month"), now.endOf("month")] },
  ];
}

/** Default search ranges: the last 15 days (15 days ago to today) and the last 7 days (6 days ago to today). */
export function defaultRanges(now: Dayjs = dayjs()): { last15Days: DayRange; last7Days: DayRange } {
  return {
    last15Days: [now.subtract(15, "day").startOf("day"), now.endOf("day")],
    last7Days: [now.subtract(6, "day").startOf("day"), now.endOf("day")],
  };
}
