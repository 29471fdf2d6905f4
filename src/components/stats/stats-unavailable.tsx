/** In place of figures the back end did not give (an error, or an answer of another shape): quiet, no toast. */
import { Alert } from "antd";
import { useTranslation } from "react-i18next";

export function StatsUnavailable() {
  const { t } = useTranslation();
  return <Alert type="info" showIcon message={t("stats.unavailable")} data-testid="stats-unavailable" />;
}

/** The statistics answer holds figures of its expected shape: an object under `key`. */
export function hasFigures(data: unknown, key: string): boolean {
  if (data === null || typeof data !== "object") return false;
  const value = (data as Record<string, unknown>)[key];
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
