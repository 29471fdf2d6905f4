/**
 * Controls of the open-application add/edit form (inside antd's form, so they follow the chosen shop system): the
 * system select, the industries offered under that system, and the deposit, read-only (the server sets it). Every
 * system or industry is listed so a saved value keeps its name; the disabled ones cannot be chosen.
 */
import { shopIndustries } from "@contract/shops/shop-industries";
import { Form, Input, Select } from "antd";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@contract/money";
import { useRemoteOptions, type OptionValue, type OptionsSource } from "@/resources/kit";
import { shopSystem } from "@contract/shops/shop-system";

const SYSTEMS: OptionsSource = {
  endpoint: shopSystem.list,
  params: { page: 1, pageSize: 100 },
  value: "id",
  label: "systemName",
};
const DEPOSITS: OptionsSource = { ...SYSTEMS, label: "deposit" };

interface ControlProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

function useSystemId(): OptionValue | undefined {
  return Form.useWatch("shopSystemId", Form.useFormInstance()) as OptionValue | undefined;
}

/** The options of a list, those not in its enabled (status 1) subset disabled. */
function useChoices(all: OptionsSource | undefined) {
  const enabledSource = useMemo(() => all && { ...all, params: { ...all.params, status: 1 } }, [all]);
  const every = useRemoteOptions(all);
  const enabled = useRemoteOptions(enabledSource);
  const options = useMemo(
    () =>
      every.options.map((option) => ({
        ...option,
        disabled: !enabled.options.some((on) => on.value === option.value),
      })),
    [every.options, enabled.options],
  );
  return { options, loading: every.loading || enabled.loading };
}

function ChoiceSelect({
  id,
  value,
  onChange,
  disabled,
  choices,
}: ControlProps & { choices: ReturnType<typeof useChoices> }) {
  const { t } = useTranslation();
  return (
    <Select<OptionValue>
      id={id}
      value={value as OptionValue | undefined}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={choices.loading}
      options={choices.options}
      placeholder={t("common.placeholder.select")}
    />
  );
}

export function SystemSelect(props: ControlProps) {
  return <ChoiceSelect {...props} choices={useChoices(SYSTEMS)} />;
}

/** The industries of the chosen system; choosing another system clears the industry. */
export function IndustrySelect({ onChange, disabled, ...props }: ControlProps) {
  const systemId = useSystemId();
  const source = useMemo<OptionsSource | undefined>(
    () =>
      systemId == null
        ? undefined
        : {
            endpoint: shopIndustries.list,
            params: { page: 1, pageSize: 100, shopSystemId: systemId },
            value: "id",
            label: "industryName",
          },
    [systemId],
  );
  const choices = useChoices(source);
  const shownFor = useRef(systemId);
  useEffect(() => {
    // The watch reads undefined before the form connects: only a change from one system to another clears.
    const previous = shownFor.current;
    shownFor.current = systemId;
    if (previous != null && previous !== systemId) onChange?.(undefined);
  }, [systemId, onChange]);
  return <ChoiceSelect {...props} onChange={onChange} disabled={disabled || !source} choices={choices} />;
}

/** The deposit: the application's own once saved, else the chosen system's opening deposit. */
export function DepositDisplay({ id, value }: ControlProps) {
  const systemId = useSystemId();
  const { options } = useRemoteOptions(DEPOSITS);
  const deposit = value ?? options.find((option) => option.value === systemId)?.label;
  return <Input id={id} disabled aria-disabled value={deposit == null ? "" : formatMoney(deposit)} />;
}
