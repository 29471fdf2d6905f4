/** The monitor's live charts: CPU, memory, event-loop delay and requests over the rolling window of samples. */
import { Card, Col, Row } from "antd";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Chart, type ChartSeries } from "@/components/chart/chart";
import { toMebibytes } from "@/lib/units";
import type { RuntimePoint } from "./runtime";

type Field = Exclude<keyof RuntimePoint, "timestamp">;

/** Each chart: its title key and its series (point field → series label key). */
const CHARTS: readonly { key: string; series: readonly [Field, string][]; mebibytes?: boolean }[] = [
  { key: "cpu", series: [["cpuPercent", "cpu"]] },
  {
    key: "memory",
    series: [
      ["rss", "rss"],
      ["heapTotal", "heapTotal"],
      ["heapUsed", "heapUsed"],
    ],
    mebibytes: true,
  },
  {
    key: "eventLoop",
    series: [
      ["loopP50", "p50"],
      ["loopP99", "p99"],
    ],
  },
  {
    key: "requests",
    series: [
      ["requestsPerMinute", "requests"],
      ["errorsPerMinute", "errors"],
    ],
  },
];

export function RuntimeCharts({ points }: { points: readonly RuntimePoint[] }) {
  const { t } = useTranslation();
  const labels = useMemo(() => points.map((point) => dayjs(point.timestamp).format("HH:mm:ss")), [points]);
  return (
    <Row gutter={[16, 16]} data-testid="monitor-charts">
      {CHARTS.map((chart) => {
        const series: ChartSeries[] = chart.series.map(([field, label]) => ({
          name: t(`monitor.series.${label}`),
          values: points.map((point) => {
            const value = point[field] ?? 0;
            return chart.mebibytes ? toMebibytes(value) : value;
          }),
        }));
        return (
          <Col key={chart.key} xs={24} xl={12}>
            <Card size="small" title={t(`monitor.charts.${chart.key}`)}>
              <Chart
                kind="line"
                title={t(`monitor.charts.${chart.key}`)}
                labels={labels}
                series={series}
                height={220}
              />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
