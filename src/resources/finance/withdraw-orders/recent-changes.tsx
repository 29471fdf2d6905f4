/**
 * In the withdrawals' review queue, under the order: the member's latest money changes (the fund change records,
 * filtered by the member), so the reviewer sees where the balance came from without leaving the queue. Quiet: a
 * reviewer whose menu lacks the fund change records sees an empty table, not an error per item.
 */
import { moneyChangeRecords } from "@contract/finance/money-change-records";
import { Typography } from "antd";
import { DictTag } from "@/components/dict-tag";
import { t } from "@/i18n";
import { flowCodeIn } from "@contract/dicts/wallet-dicts";
import { compileScreen, DrawerTable } from "@/resources/kit";
import type { LedgerRow } from "@contract/shared/ledger";
import type { WithdrawOrder } from "@contract/finance/withdraw-orders";

const recentChanges = compileScreen<LedgerRow>("finance/withdraw-orders", {
  list: { ...moneyChangeRecords.list, quiet: true },
  paging: { sizes: [5], initial: 5 },
  fields: [
    { key: "createdTime", type: "dateTime", label: "changeTime" },
    {
      key: "bizCode",
      label: "changeBizCode",
      width: 150,
      render: (row) => <DictTag dict="walletFlowCode" value={flowCodeIn(row.bizCode, row.currency)} />,
    },
    { key: "amount", type: "money", label: "changeAmount", width: 120 },
    { key: "balanceAfter", type: "money", label: "changeBalanceAfter", width: 130 },
    { key: "currency", width: 80 },
  ],
});

export function RecentChanges({ row }: { row: WithdrawOrder }) {
  return (
    <>
      <Typography.Title level={5}>{t("withdrawOrders.recentChanges")}</Typography.Title>
      <DrawerTable definition={recentChanges} filters={{ uid: row.userId }} testId="queue-recent-changes" />
    </>
  );
}
