/**
 * Stat cards (kit part): a row of figures with their labels — money with 2 decimals and thousands separators, counts
 * as whole numbers, '--' when missing — and an optional change against the previous period.
 */
import { Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney, toAmount } from "@contract/money";

export interface StatItem {
  key: string;
  /** Already translated. */
  label: string;
  value: unknown;
  /** money: 2 decimals; count: a whole number; text: already formatted (a size, a duration). */
  kind?: "money" | "count" | "text";
  /** The previous period's value: the card shows the change in percent. */
  previous?: unknown;
}

function changeOf(value: unknown, previous: unknown): number | null {
  const now = toAmount(value);
  const before = toAmount(previous);
  if (now === null || before === null || before === 0) return null;
  return ((now - before) / Math.abs(before)) * 100;
}

export function StatCards({ items, loading }: { items: readonly StatItem[]; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid="stat-cards">
      {items.map((item) => {
        const amount = toAmount(item.value);
        const text =
          item.kind === "text"
            ? typeof item.value === "string" && item.value !== ""
              ? item.value
              : t("common.empty")
            : amount === null
              ? t("common.empty")
              : item.kind === "money"
                ? formatMoney(amount)
                : String(Math.round(amount));
        const change = item.previous === undefined ? null : changeOf(item.value, item.previous);
        return (
          <Col key={item.key} xs={24} sm={12} lg={6}>
            <Card loading={loading} data-stat={item.key}>
              <Statistic title={item.label} value={text} />
              {change !== null && (
                <div style={{ marginTop: 8, color: change >= 0 ? "#237804" : "#a8071a" }}>
                  {t("components.stat.change", { percent: `${change >= 0 ? "+" : ""}${change.toFixed(1)}` })}
                </div>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
