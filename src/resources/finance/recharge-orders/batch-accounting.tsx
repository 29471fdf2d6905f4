/** Batch accounting of the selected orders: only approved, unsettled ones; confirmed with their count. */
import { rechargeOrders } from "@contract/finance/recharge-orders";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { useCall, type ToolbarProps } from "@/resources/kit";
import { settleable } from "./types";
import type { RechargeOrder } from "@contract/finance/recharge-orders";

export function BatchAccounting({ selected = [], context }: ToolbarProps<RechargeOrder>) {
  const { t } = useTranslation();
  const call = useCall();
  const run = () => {
    if (!selected.every(settleable)) {
      notify.error(t("rechargeOrders.batch.onlyApproved"));
      return;
    }
    void call({
      endpoint: rechargeOrders.batchAccounting,
      payload: { ids: selected.map((row) => row.id) },
      confirm: { textKey: "rechargeOrders.batch.confirm", values: { count: selected.length } },
      onDone: context.reload,
    });
  };
  return (
    <Button disabled={selected.length === 0} onClick={run} data-action="batchAccounting">
      {t("rechargeOrders.actions.batchAccounting")}
    </Button>
  );
}
