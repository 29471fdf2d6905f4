/**
 * Statistics home (SPEC §1): the investment, member-shop, sales-volume and visit cards (with registrations,
 * recharges and withdrawals) against the period of equal length before, and four charts over the chosen range.
 */
import { statisticsHome } from "@contract/stats/statistics-home";
import { Card, Col, Row, Space } from "antd";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { registerCatalogue } from "@/i18n";
import { Chart, type ChartSeries } from "@/components/chart/chart";
import { DateRangePicker } from "@/components/date-range-picker";
import { StatCards } from "@/components/stat-cards";
import { asDays, CARD_KEYS, everyDay, MONEY_CARDS, type ConsoleStatistics } from "@/components/stats/stats-data";
import { statsCatalogue } from "@/components/stats/stats-i18n";
import { useConsoleData } from "@/components/stats/use-console-data";
import { hasFigures, StatsUnavailable } from "@/components/stats/stats-unavailable";
import { DATE_FORMAT, type DayRange } from "@contract/date";

registerCatalogue("stats", statsCatalogue);

/** Each chart: its call, the figures it draws (series key → label key) and how. */
const CHARTS: readonly {
  path: string;
  title: string;
  kind: "line" | "bar";
  money?: boolean;
  keys: readonly string[];
}[] = [
  { path: statisticsHome.registerStatistics.path, title: "registrations", kind: "bar", keys: ["count"] },
  {
    path: statisticsHome.paymentStatistics.path,
    title: "payments",
    kind: "line",
    money: true,
    keys: ["recharge", "withdraw"],
  },
  { path: statisticsHome.memberShopStatistics.path, title: "shops", kind: "bar", keys: ["opened", "closed"] },
  {
    path: statisticsHome.investStatistics.path,
    title: "investment",
    kind: "line",
    money: true,
    keys: ["investAmount"],
  },
];
const SERIES_LABEL: Record<string, string> = { count: "registrations" };

function daysOf([start, end]: DayRange): string[] {
  const count = Math.max(1, end.startOf("day").diff(start.startOf("day"), "day") + 1);
  return Array.from({ length: count }, (_, i) => start.add(i, "day").format(DATE_FORMAT));
}

function RangeChart({
  chart,
  range,
  days,
}: {
  chart: (typeof CHARTS)[number];
  range: Record<string, string>;
  days: string[];
}) {
  const { t } = useTranslation();
  const { data, failed } = useConsoleData(chart.path, range);
  const points = everyDay(asDays(data), days, chart.keys);
  const series: ChartSeries[] = chart.keys.map((key) => ({
    name: t(`stats.series.${SERIES_LABEL[key] ?? key}`),
    values: points.map((point) => Number(point[key])),
  }));
  return (
    <Card title={t(`stats.charts.${chart.title}`)} size="small">
      {failed ? (
        <StatsUnavailable />
      ) : (
        <Chart
          kind={chart.kind}
          money={chart.money}
          title={t(`stats.charts.${chart.title}`)}
          labels={days}
          series={series}
        />
      )}
    </Card>
  );
}

export function StatisticsHomePage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>(() => [
    dayjs().subtract(14, "day").startOf("day"),
    dayjs().endOf("day"),
  ]);
  const payload = useMemo(
    () => ({ startDate: range[0].format(DATE_FORMAT), endDate: range[1].format(DATE_FORMAT) }),
    [range],
  );
  const days = useMemo(() => daysOf(range), [range]);
  const stats = useConsoleData(statisticsHome.statistics.path, payload);
  const figures = (stats.data ?? {}) as ConsoleStatistics;
  const cards = CARD_KEYS.filter((key) => figures.cards?.[key] !== undefined).map((key) => ({
    key,
    label: t(`stats.cards.${key}`),
    value: figures.cards?.[key]?.value,
    previous: figures.cards?.[key]?.previous,
    kind: MONEY_CARDS.has(key) ? ("money" as const) : ("count" as const),
  }));
  return (
    <div data-screen-page="statistics-home" style={{ display: "grid", gap: 16 }}>
      <Space wrap>
        <span id="stats-range-label">{t("stats.range")}</span>
        <DateRangePicker
          aria-labelledby="stats-range-label"
          allowClear={false}
          value={range}
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0], value[1]]);
          }}
        />
      </Space>
      {stats.failed || (!stats.loading && !hasFigures(stats.data, "cards")) ? (
        <StatsUnavailable />
      ) : (
        <StatCards items={cards} loading={stats.loading} />
      )}
      <Row gutter={[16, 16]}>
        {CHARTS.map((chart) => (
          <Col key={chart.path} xs={24} xl={12}>
            <RangeChart chart={chart} range={payload} days={days} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
