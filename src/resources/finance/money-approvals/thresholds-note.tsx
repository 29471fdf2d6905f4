/** The thresholds in force, so staff know which operations wait here (settings fourEyesUsdt / fourEyesRmb). */
import { moneyApprovals } from "@contract/finance/money-approvals";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@contract/money";
import { useEndpointQuery } from "@/resources/kit";
import { type ApprovalThresholds } from "./types";

export function ThresholdsNote() {
  const { t } = useTranslation();
  const answer = useEndpointQuery<Partial<ApprovalThresholds>>(moneyApprovals.config);
  if (answer.isError)
    return <Typography.Text type="secondary">{t("moneyApprovals.thresholds.failed")}</Typography.Text>;
  const data = answer.data;
  if (!data) return null;
  const part = (currency: keyof ApprovalThresholds): string => {
    const amount = data[currency];
    return amount == null
      ? t("moneyApprovals.thresholds.off", { currency })
      : t("moneyApprovals.thresholds.value", { currency, amount: formatMoney(amount) });
  };
  return (
    <Typography.Text type="secondary" data-testid="four-eyes-thresholds">
      {t("moneyApprovals.thresholds.both", { usdt: part("USDT"), rmb: part("RMB") })}
    </Typography.Text>
  );
}
