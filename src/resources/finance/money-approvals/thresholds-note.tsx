/** The thresholds in force, so staff know which operations wait here (settings fourEyesUsdt / fourEyesRmb). */
import { useCustom, type BaseRecord } from "@refinedev/core";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/lib/money";
import { THRESHOLDS_ENDPOINT, type ApprovalThresholds } from "./types";

export function ThresholdsNote() {
  const { t } = useTranslation();
  const answer = useCustom<BaseRecord>({
    url: THRESHOLDS_ENDPOINT.path,
    method: "get",
    meta: { endpoint: THRESHOLDS_ENDPOINT },
    errorNotification: false,
  });
  if (answer.query.isError)
    return <Typography.Text type="secondary">{t("moneyApprovals.thresholds.failed")}</Typography.Text>;
  const data = answer.result.data as Partial<ApprovalThresholds> | undefined;
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
