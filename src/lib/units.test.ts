import { describe, expect, it } from "vitest";
import { durationParts, formatBytes, toMebibytes } from "./units";

describe("formatBytes", () => {
  it("picks the binary unit with one decimal", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KiB");
    expect(formatBytes(120.25 * 1024 * 1024)).toBe("120.3 MiB");
    expect(formatBytes(3 * 1024 ** 3)).toBe("3.0 GiB");
  });

  it("changes unit at exactly 1024, starts at 0 B and stops at TiB", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1023)).toBe("1023 B");
    expect(formatBytes(1024)).toBe("1.0 KiB");
    expect(formatBytes(1024 ** 2)).toBe("1.0 MiB");
    expect(formatBytes(2048 * 1024 ** 4)).toBe("2048.0 TiB");
  });

  it("gives null for a missing or impossible size", () => {
    expect(formatBytes(null)).toBeNull();
    expect(formatBytes(undefined)).toBeNull();
    expect(formatBytes(-1)).toBeNull();
    expect(formatBytes(Number.NaN)).toBeNull();
  });
});

describe("durations and axes", () => {
  it("splits seconds into days, hours, minutes and seconds", () => {
    expect(durationParts(2 * 86400 + 3 * 3600 + 4 * 60 + 5.9)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(durationParts(-3)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("converts bytes to mebibytes for a chart", () => {
    expect(toMebibytes(5 * 1024 * 1024 + 200 * 1024)).toBe(5.2);
  });
});
