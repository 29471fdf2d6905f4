/** Today's investment figures as stat cards, from the schedule list's totals (`extra`, computed by the server). */
import { useTranslation } from "react-i18next";
import { StatCards, type StatItem } from "@/components/stat-cards";
import type { ToolbarProps } from "@/resources/kit";

const CARDS: readonly (readonly [string, StatItem["kind"]])[] = [
  ["todayNewCount", "count"],
  ["todayNewAmount", "money"],
  ["todayDueIncome", "money"],
  ["activePrincipal", "money"],
];

export function TodayCards<T>({ extra }: ToolbarProps<T>) {
  const { t } = useTranslation();
  const items: StatItem[] = CARDS.map(([key, kind]) => ({
    key,
    kind,
    label: t(`investTaskSchedule.cards.${key}`),
    value: extra[key],
  }));
  // The toolbar row sizes to its content: the cards get a width of their own to lay out in.
  return (
    <div style={{ width: "min(960px, 80vw)" }}>
      <StatCards items={items} />
    </div>
  );
}
