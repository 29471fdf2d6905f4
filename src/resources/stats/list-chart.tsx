/**
 * A chart above a statistics list: the first page of the list's own call (its default order), drawn as bars or a
 * line — e.g. the last 30 days of the date summary, the ten largest teams. The list below stays the place to search.
 */
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { Chart } from "@/components/chart/chart";
import { useConsoleData } from "@/components/stats/use-console-data";
import { StatsUnavailable } from "@/components/stats/stats-unavailable";
import { normalisePage } from "@/providers/endpoint";
import type { Endpoint } from "@/providers/endpoint";

export interface ListChartSpec {
  kind: "line" | "bar";
  /** How many rows of the first page to draw. */
  rows: number;
  /** The row field naming each point (a date, a member). */
  labelField: string;
  /** Row fields drawn, each with its label key. */
  series: readonly { field: string; labelKey: string }[];
  titleKey: string;
  money?: boolean;
  /** Oldest first on the axis when the list is newest first. */
  reverse?: boolean;
}

export function ListChart({ endpoint, spec }: { endpoint: Endpoint; spec: ListChartSpec }) {
  const { t } = useTranslation();
  const paging: Record<string, number> = endpoint.paging === "system" ? { pageNumber: 1 } : { page: 1 };
  const style = endpoint.style === "query" ? "query" : "body";
  const { data, failed } = useConsoleData(endpoint.path, { ...paging, pageSize: spec.rows }, true, style);
  const rows = normalisePage<Record<string, unknown>>(data, endpoint.result).data;
  const ordered = spec.reverse ? [...rows].reverse() : rows;
  return (
    <Card size="small" title={t(spec.titleKey)} style={{ marginBottom: 16 }}>
      {failed ? (
        <StatsUnavailable />
      ) : (
        <Chart
          kind={spec.kind}
          money={spec.money}
          title={t(spec.titleKey)}
          height={220}
          labels={ordered.map((row) => String(row[spec.labelField] ?? ""))}
          series={spec.series.map((s) => ({
            name: t(s.labelKey),
            values: ordered.map((row) => Number(row[s.field]) || 0),
          }))}
        />
      )}
    </Card>
  );
}
