import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { Dayjs } from "dayjs";
import { DateRangePicker } from "./date-range-picker";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";

describe("DateRangePicker", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it("offers the five translated shortcuts and emits the chosen range", async () => {
    const onChange = vi.fn<(value: [Dayjs | null, Dayjs | null] | null) => void>();
    // The first second of a month: "yesterday" is the last day of the month before, whatever day the test runs.
    vi.useFakeTimers({ now: new Date("2026-12-01T00:00:00.500"), toFake: ["Date"] });
    renderWithI18n(<DateRangePicker onChange={(value) => onChange(value as [Dayjs | null, Dayjs | null] | null)} />);
    expect(screen.getByPlaceholderText("开始日期")).toBeTruthy();
    fireEvent.mouseDown(screen.getByPlaceholderText("开始日期"));
    fireEvent.click(screen.getByPlaceholderText("开始日期"));
    for (const label of ["今日", "昨日", "本周", "近半个月", "本月"])
      expect(await screen.findByText(label)).toBeTruthy();
    fireEvent.click(screen.getByText("昨日"));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [start, end] = onChange.mock.calls[0][0] ?? [];
    vi.useRealTimers();
    expect(start?.format("YYYY-MM-DD HH:mm:ss")).toBe("2026-11-30 00:00:00");
    expect(end?.format("YYYY-MM-DD HH:mm:ss")).toBe("2026-11-30 23:59:59");
  });
  it("translates to English", async () => {
    renderWithI18n(<DateRangePicker open />, "en-US");
    expect(await screen.findByText("Last half month")).toBeTruthy();
    expect(screen.getByPlaceholderText("Start date")).toBeTruthy();
  });
});
