/**
 * Own messages. The spec names no staff-message call, so the messages a staff member gets are the console's own:
 * what waits for them today — home's to-do list (withdrawals and recharges to review, real-name checks, shop
 * applications, unread feedback), each a link to its list already filtered, for the pages in their menu only.
 */
import { statisticsHome } from "@contract/stats/statistics-home";
import { Typography } from "antd";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { registerCatalogue } from "@/i18n";
import { DATE_FORMAT } from "@contract/date";
import type { ConsoleStatistics } from "@/components/stats/stats-data";
import { statsCatalogue } from "@/components/stats/stats-i18n";
import { useConsoleData } from "@/components/stats/use-console-data";
import { TodoList } from "../home/todo-list";
import { hasFigures } from "@/components/stats/stats-unavailable";

registerCatalogue("stats", statsCatalogue);

export function MessagesTab() {
  const { t } = useTranslation();
  const today = useMemo(() => dayjs().format(DATE_FORMAT), []);
  const stats = useConsoleData(statisticsHome.statistics.path, { startDate: today, endDate: today });
  const figures = (stats.data ?? {}) as ConsoleStatistics;
  return (
    <div data-testid="own-messages" style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">{t("ownspace.messages.hint")}</Typography.Paragraph>
      <TodoList
        counts={figures.todo ?? {}}
        loading={stats.loading}
        failed={stats.failed || (!stats.loading && !hasFigures(stats.data, "todo"))}
      />
    </div>
  );
}
