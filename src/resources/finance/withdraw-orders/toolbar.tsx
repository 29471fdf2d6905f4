/** Toolbar: Export (guarded by 'output' in the definition) and the two read-only total badges. */
import { Button, Tag } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { formatDollar } from "@/lib/money";
import { notify } from "@/lib/notify";
import { exportRows } from "@/resources/dsl/export";
import type { ActionContext, ResourceDefinition } from "@/resources/dsl/types";
import type { WithdrawOrder } from "./types";

interface ToolbarProps {
  rows: readonly WithdrawOrder[];
  extra: Record<string, unknown>;
  context: ActionContext;
}

export function TotalsBadges({ extra }: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color="blue" data-testid="total-withdraw">{t("withdrawOrders.totalWithdraw", { amount: formatDollar(extra.totalWithdrawAmount) })}</Tag>
      <Tag color="green" data-testid="total-transfer">{t("withdrawOrders.totalTransfer", { amount: formatDollar(extra.totalTransferAmount) })}</Tag>
    </>
  );
}

/** The definition comes as a prop (not an import) so that definition.tsx and this file do not import each other. */
export function ExportButton({ rows, definition }: ToolbarProps & { definition: ResourceDefinition<WithdrawOrder> }) {
  const { t } = useTranslation();
  const onClick = () => {
    if (rows.length === 0) {
      notify.warning(t("withdrawOrders.export.empty"));
      return;
    }
    notify.confirm({
      title: t("common.confirmTitle"),
      content: t("withdrawOrders.export.confirm", { count: rows.length }),
      okText: t("common.actions.confirm"),
      cancelText: t("common.actions.cancel"),
      onOk: () => exportRows(definition, rows, t("withdrawOrders.export.fileName")),
    });
  };
  return (
    <Button icon={<DownloadOutlined />} onClick={onClick} data-action="export">
      {t("withdrawOrders.actions.export")}
    </Button>
  );
}
