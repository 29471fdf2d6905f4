import { describe, expect, it, vi } from "vitest";
import dayjs from "dayjs";
import "dayjs/locale/en";
import { dayBounds, defaultRanges, formatDateTime, rangeParams, rangeShortcuts } from "./date";

const fmt = (d: dayjs.Dayjs) => d.format("YYYY-MM-DD HH:mm:ss.SSS");

describe("formatDateTime", () => {
  it("uses the console format", () => {
    expect(formatDateTime("2024-05-01 08:09:10")).toBe("2024-05-01 08:09:10");
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe("2024-01-02 03:04:05");
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5).getTime())).toBe("2024-01-02 03:04:05");
    expect(formatDateTime(dayjs("2023-12-31T23:59:59"))).toBe("2023-12-31 23:59:59");
    expect(formatDateTime("2024-05-01")).toBe("2024-05-01 00:00:00");
  });
  it.each([null, undefined, "", "not a date", Number.NaN, {}, true])("gives '--' for %s", (value) => {
    expect(formatDateTime(value)).toBe("--");
  });
});

describe("dayBounds / rangeParams", () => {
  it("spans whole days", () => {
    expect(dayBounds([dayjs("2024-03-05T14:00:00"), dayjs("2024-03-07T01:00:00")])).toEqual([
      "2024-03-05 00:00:00",
      "2024-03-07 23:59:59",
    ]);
  });
  it("turns a picker value into request keys", () => {
    const range = [dayjs("2024-03-05"), dayjs("2024-03-06")] as const;
    expect(rangeParams(range)).toEqual({ startDate: "2024-03-05 00:00:00", endDate: "2024-03-06 23:59:59" });
    expect(rangeParams(range, "startTime", "endTime")).toEqual({
      startTime: "2024-03-05 00:00:00",
      endTime: "2024-03-06 23:59:59",
    });
    expect(rangeParams(null)).toEqual({});
    expect(rangeParams(undefined)).toEqual({});
    expect(rangeParams([dayjs("2024-03-05"), null])).toEqual({});
  });
});

describe("rangeShortcuts", () => {
  // Wednesday 2024-05-15 10:30.
  const now = dayjs("2024-05-15T10:30:00");
  // Built inside each test, not at collection time, so that a fault in rangeShortcuts fails a test (Stryker's
  // Vitest runner does not count an error thrown while collecting as a failed test).
  const rangesByKey = () => Object.fromEntries(rangeShortcuts(now).map((s) => [s.labelKey, s.value.map(fmt)]));

  it("has the five shortcuts in order with i18n keys", () => {
    expect(rangeShortcuts(now).map((s) => s.labelKey)).toEqual([
      "components.dateRange.today",
      "components.dateRange.yesterday",
      "components.dateRange.thisWeek",
      "components.dateRange.halfMonth",
      "components.dateRange.thisMonth",
    ]);
  });
  it("computes each range", () => {
    const byKey = rangesByKey();
    expect(byKey["components.dateRange.today"]).toEqual(["2024-05-15 00:00:00.000", "2024-05-15 23:59:59.999"]);
    expect(byKey["components.dateRange.yesterday"]).toEqual(["2024-05-14 00:00:00.000", "2024-05-14 23:59:59.999"]);
    expect(byKey["components.dateRange.thisWeek"]).toEqual(["2024-05-13 00:00:00.000", "2024-05-19 23:59:59.999"]);
    expect(byKey["components.dateRange.halfMonth"]).toEqual(["2024-04-30 00:00:00.000", "2024-05-15 23:59:59.999"]);
    expect(byKey["components.dateRange.thisMonth"]).toEqual(["2024-05-01 00:00:00.000", "2024-05-31 23:59:59.999"]);
  });
  it("starts the week on Monday even on a Sunday and under a Sunday-first locale", () => {
    const sunday = dayjs("2024-05-19T12:00:00").locale("en");
    const week = rangeShortcuts(sunday)[2].value.map(fmt);
    expect(week).toEqual(["2024-05-13 00:00:00.000", "2024-05-19 23:59:59.999"]);
    const monday = rangeShortcuts(dayjs("2024-05-13T00:00:01"))[2].value.map(fmt);
    expect(monday).toEqual(["2024-05-13 00:00:00.000", "2024-05-19 23:59:59.999"]);
  });
  it("handles month and year edges", () => {
    const firstOfYear = dayjs("2025-01-01T08:00:00");
    const [, yesterday, week, half, month] = rangeShortcuts(firstOfYear).map((s) => s.value.map(fmt));
    expect(yesterday[0]).toBe("2024-12-31 00:00:00.000");
    expect(week).toEqual(["2024-12-30 00:00:00.000", "2025-01-05 23:59:59.999"]);
    expect(half[0]).toBe("2024-12-17 00:00:00.000");
    expect(month).toEqual(["2025-01-01 00:00:00.000", "2025-01-31 23:59:59.999"]);
    const leap = rangeShortcuts(dayjs("2024-02-10"))[4].value.map(fmt);
    expect(leap[1]).toBe("2024-02-29 23:59:59.999");
  });
  it("defaults to now", () => {
    vi.useFakeTimers({ now: new Date("2026-12-31T23:59:59.900"), toFake: ["Date"] });
    try {
      const [today] = rangeShortcuts();
      expect(today.value.map(fmt)).toEqual(["2026-12-31 00:00:00.000", "2026-12-31 23:59:59.999"]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("defaultRanges", () => {
  it("gives the last 15 and last 7 days", () => {
    const { last15Days, last7Days } = defaultRanges(dayjs("2024-05-15T10:30:00"));
    expect(last15Days.map(fmt)).toEqual(["2024-04-30 00:00:00.000", "2024-05-15 23:59:59.999"]);
    expect(last7Days.map(fmt)).toEqual(["2024-05-09 00:00:00.000", "2024-05-15 23:59:59.999"]);
    expect(dayBounds(last7Days)).toEqual(["2024-05-09 00:00:00", "2024-05-15 23:59:59"]);
  });
});
