/** The two read-only totals of SPEC §2.11: 'Total withdrawal amount: $X' and 'Total received amount: $X'. */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatDollar } from "@contract/money";
import type { ToolbarProps } from "@/resources/kit";
import type { WithdrawOrder } from "@contract/finance/withdraw-orders";

export function TotalsBadges({ extra }: ToolbarProps<WithdrawOrder>) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color="blue" data-testid="total-withdraw">
        {t("withdrawOrders.totalWithdraw", { amount: formatDollar(extra.totalWithdrawAmount) })}
      </Tag>
      <Tag color="green" data-testid="total-transfer">
        {t("withdrawOrders.totalTransfer", { amount: formatDollar(extra.totalTransferAmount) })}
      </Tag>
    </>
  );
}
