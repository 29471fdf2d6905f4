/** An amount as text: '1,234.50', with an optional currency sign ('$1,234.50'); '--' when empty. */
import { formatCurrency } from "@contract/money";

export interface MoneyTextProps {
  value: unknown;
  prefix?: string;
}

export function MoneyText({ value, prefix = "" }: MoneyTextProps) {
  return <span style={{ fontVariantNumeric: "tabular-nums" }}>{formatCurrency(value, prefix)}</span>;
}
