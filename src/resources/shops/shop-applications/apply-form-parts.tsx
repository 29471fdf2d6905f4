/**
 * Controls of the open-application add/edit form that follow the chosen shop system (antd's form context): the
 * industries offered under it, and its opening deposit, shown read-only (the server takes it from the system).
 */
import { Form, Input, Select } from "antd";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/lib/money";
import type { OptionValue, OptionsSource } from "@/resources/dsl/form-types";
import { useRemoteOptions } from "@/resources/dsl/use-remote-options";
import { SHOP_SYSTEM_LIST } from "../shop-system/types";

/** The enabled shop systems, for the form's select. */
export const ENABLED_SYSTEMS: OptionsSource = {
  endpoint: SHOP_SYSTEM_LIST,
  params: { page: 1, pageSize: 100, status: 1 },
  value: "id",
  label: "systemName",
};
const SYSTEM_DEPOSITS: OptionsSource = { ...ENABLED_SYSTEMS, label: "deposit" };
const INDUSTRY_LIST = { path: "/memberShop/industry", style: "query" } as const;

interface ControlProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

function useSystemId(): OptionValue | undefined {
  return Form.useWatch("shopSystemId", Form.useFormInstance()) as OptionValue | undefined;
}

/** The enabled industries of the chosen system; a choice the new system does not offer is cleared. */
export function IndustrySelect({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  const systemId = useSystemId();
  const source = useMemo<OptionsSource | undefined>(
    () =>
      systemId === undefined || systemId === null
        ? undefined
        : {
            endpoint: INDUSTRY_LIST,
            params: { page: 1, pageSize: 100, status: 1, shopSystemId: systemId },
            value: "id",
            label: "industryName",
          },
    [systemId],
  );
  const { options, loading } = useRemoteOptions(source);
  const off = disabled || !source;
  useEffect(() => {
    if (source && !loading && value != null && !options.some((option) => option.value === value)) onChange?.(undefined);
  }, [source, loading, options, value, onChange]);
  return (
    <Select<OptionValue>
      id={id}
      value={value as OptionValue | undefined}
      onChange={(next) => onChange?.(next)}
      disabled={off}
      aria-disabled={off || undefined}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      options={source ? options : []}
      placeholder={t("common.placeholder.select")}
    />
  );
}

/** The chosen system's opening deposit, read-only. */
export function DepositDisplay({ id }: ControlProps) {
  const systemId = useSystemId();
  const { options } = useRemoteOptions(SYSTEM_DEPOSITS);
  const deposit = options.find((option) => option.value === systemId)?.label;
  return <Input id={id} disabled aria-disabled value={deposit === undefined ? "" : formatMoney(deposit)} />;
}
