/** Sizes and durations for figures read by people (the system monitor): binary units, one decimal. */
const BYTE_UNITS = ["B", "KiB", "MiB", "GiB", "TiB"] as const;

/** `1536` → "1.5 KiB"; null for a missing or negative value. */
export function formatBytes(bytes: number | null | undefined): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}

/** Bytes as mebibytes with one decimal, for a chart's axis. */
export function toMebibytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds split into days, hours, minutes and seconds (the caller words them in its language). */
export function durationParts(totalSeconds: number): DurationParts {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(whole / 86400),
    hours: Math.floor((whole % 86400) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}
