/**
 * Home's dashboard, loaded after the welcome line has painted: today's key figures against yesterday, the
 * last 15 days as charts, and the to-do list, whose counts follow other staff's changes (docs/live-updates.md). The
 * charts' library loads after that, on its own.
 */
import { statisticsHome } from "@contract/stats/statistics-home";
import { Card, Col, Row } from "antd";
import dayjs from "dayjs";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { registerCatalogue } from "@/i18n";
import { Chart } from "@/components/chart/chart";
import { StatCards } from "@/components/stat-cards";
import { DATE_FORMAT } from "@contract/date";
import {
  asDays,
  CARD_KEYS,
  everyDay,
  MONEY_CARDS,
  STATS_PAGE,
  type ConsoleStatistics,
} from "@/components/stats/stats-data";
import { statsCatalogue } from "@/components/stats/stats-i18n";
import { hasFigures, StatsUnavailable } from "@/components/stats/stats-unavailable";
import { TodoList } from "./todo-list";
import { useConsoleData } from "@/components/stats/use-console-data";
import { useMenu } from "@/providers/session/menu-store";
import { useAnsweredTodos, useTodoPoll } from "@/providers/live";
import { landingShown } from "@/lib/landing";

registerCatalogue("stats", statsCatalogue);

const NO_TODO = {};

function lastDays(count: number): string[] {
  const today = dayjs().startOf("day");
  return Array.from({ length: count }, (_, i) => today.subtract(count - 1 - i, "day").format(DATE_FORMAT));
}

export default function Dashboard() {
  const { t } = useTranslation();
  const days = useMemo(() => lastDays(15), []);
  const today = days[days.length - 1] ?? "";
  const range = useMemo(() => ({ startDate: days[0] ?? "", endDate: today }), [days, today]);
  // The to-do counts follow the live feed; without one (a back end that has none, a lost connection) they are polled.
  const poll = useTodoPoll();
  const stats = useConsoleData(
    statisticsHome.statistics.path,
    { startDate: today, endDate: today },
    true,
    "body",
    poll,
  );
  // Figures and charts are the statistics app's: a role without it sees its to-do list only.
  const { pages } = useMenu();
  const statistics = pages.some((page) => page.component === STATS_PAGE);
  const registrations = useConsoleData(statisticsHome.registerStatistics.path, range, statistics);
  const payments = useConsoleData(statisticsHome.paymentStatistics.path, range, statistics);
  // Home has shown what it came for: what waits for that (the list machinery's warm-up) may load now.
  useEffect(() => {
    if (!stats.loading) landingShown();
  }, [stats.loading]);
  const figures = (stats.data ?? {}) as ConsoleStatistics;
  const todo = useAnsweredTodos(figures.todo ?? NO_TODO, stats.updatedAt);
  // A failed call, or an answer of another shape (a back end without these statistics): each part says so in place.
  const todoFailed = stats.failed || (!stats.loading && !hasFigures(stats.data, "todo"));
  const cardsFailed = statistics && (stats.failed || (!stats.loading && !hasFigures(stats.data, "cards")));
  const cards = CARD_KEYS.filter((key) => figures.cards?.[key] !== undefined).map((key) => ({
    key,
    label: t(`stats.cards.${key}`),
    value: figures.cards?.[key]?.value,
    previous: figures.cards?.[key]?.previous,
    kind: MONEY_CARDS.has(key) ? ("money" as const) : ("count" as const),
  }));
  const registerDays = everyDay(asDays(registrations.data), days, ["count"]);
  const paymentDays = everyDay(asDays(payments.data), days, ["recharge", "withdraw"]);

  return (
    <div data-testid="dashboard" style={{ display: "grid", gap: 16, marginTop: 16 }}>
      <section aria-label={t("stats.today")}>
        {cardsFailed ? <StatsUnavailable /> : <StatCards items={cards} loading={stats.loading} />}
      </section>
      <Row gutter={[16, 16]}>
        {statistics && (
          <Col xs={24} xl={16}>
            <Card title={t("stats.last15Days")}>
              {registrations.failed || payments.failed ? (
                <StatsUnavailable />
              ) : (
                <Row gutter={[16, 16]}>
                  <Col xs={24} lg={12}>
                    <Chart
                      kind="bar"
                      title={t("stats.charts.registrations")}
                      labels={days.map((d) => d.slice(5))}
                      series={[
                        { name: t("stats.series.registrations"), values: registerDays.map((d) => Number(d.count)) },
                      ]}
                      height={240}
                    />
                  </Col>
                  <Col xs={24} lg={12}>
                    <Chart
                      kind="line"
                      money
                      title={t("stats.charts.payments")}
                      labels={days.map((d) => d.slice(5))}
                      series={[
                        { name: t("stats.series.recharge"), values: paymentDays.map((d) => Number(d.recharge)) },
                        { name: t("stats.series.withdraw"), values: paymentDays.map((d) => Number(d.withdraw)) },
                      ]}
                      height={240}
                    />
                  </Col>
                </Row>
              )}
            </Card>
          </Col>
        )}
        <Col xs={24} xl={statistics ? 8 : 24}>
          <TodoList counts={todo} loading={stats.loading} failed={todoFailed} />
        </Col>
      </Row>
    </div>
  );
}
