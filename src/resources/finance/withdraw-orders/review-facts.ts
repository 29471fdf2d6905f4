/**
 * What approving or rejecting a withdrawal acts on, shown in the approve confirmation and the reject dialog: the
 * order, the member, the currency, the amount withdrawn and received, and the receiving address.
 */
import { formatMoney } from "@contract/money";
import { EMPTY, fieldLabelKeys, memberText, type ConfirmFact } from "@/resources/kit";
import type { WithdrawOrder } from "@contract/finance/withdraw-orders";

const fact = (key: string, value: string): ConfirmFact => ({
  key,
  labelKey: fieldLabelKeys("withdrawOrders", key),
  value,
});

export function withdrawFacts(row: WithdrawOrder): ConfirmFact[] {
  return [
    fact("orderNo", row.orderNo),
    fact("member", memberText(row.userId, row.realname, row.phone)),
    fact("currency", row.currency),
    fact("withdrawAmount", `${formatMoney(row.withdrawAmount)} ${row.currency}`),
    fact("transferAmount", formatMoney(row.transferAmount)),
    fact("cardNo", row.cardNo ?? EMPTY),
  ];
}
