/** One control per form field kind; each takes the value / onChange that Form.Item injects. */
import { Input, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { DictSelect } from "@/components/dict-select";
import { ImageUpload } from "@/components/image-upload";
import { DigitsInput, NumericInput } from "@/components/numeric-input";
import type { FormField, OptionValue } from "./form-types";
import { useRemoteOptions } from "./use-remote-options";

/** What Form.Item injects into its child. */
export interface Bound {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

interface Props extends Bound {
  field: FormField;
  label: string;
  disabled: boolean;
}

/** A switch over any two values (1/0, 'on'/'off'…), with its on/off labels. */
function ValueSwitch({ field, value, onChange, disabled, id }: Props) {
  const { t } = useTranslation();
  const [on, off] = field.switchValues ?? [1, 0];
  const [onKey, offKey] = field.switchLabelKeys ?? ["common.switch.on", "common.switch.off"];
  return (
    <Switch
      id={id}
      checked={String(value) === String(on)}
      disabled={disabled}
      checkedChildren={t(onKey)}
      unCheckedChildren={t(offKey)}
      onChange={(checked) => onChange?.(checked ? on : off)}
    />
  );
}

function SelectField({ field, value, onChange, disabled, id }: Props) {
  const { t } = useTranslation();
  const remote = useRemoteOptions(field.optionsFrom);
  const fixed = (field.options ?? []).map((o) => ({
    value: o.value,
    label: o.label ?? t(o.labelKey ?? String(o.value)),
  }));
  return (
    <Select<OptionValue | OptionValue[]>
      id={id}
      mode={field.multiple ? "multiple" : undefined}
      value={value as OptionValue | OptionValue[] | undefined}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      // antd marks only the inner input disabled; on the wrapper, assistive tech and axe know the shown value is inactive
      aria-disabled={disabled || undefined}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={remote.loading}
      options={field.optionsFrom ? remote.options : fixed}
      placeholder={t(field.placeholderKey ?? "common.placeholder.select")}
    />
  );
}

export function FormFieldControl(props: Props) {
  const { t } = useTranslation();
  const { field, label, disabled, id, value, onChange } = props;
  const placeholder = field.placeholderKey ? t(field.placeholderKey) : t("common.placeholder.inputField", { label });
  const maxLength = field.rules?.maxLength;
  const text = value === undefined || value === null ? "" : String(value);
  switch (field.kind) {
    case "textarea":
      return (
        <Input.TextArea
          id={id}
          value={text}
          onChange={(e) => onChange?.(e.target.value)}
          disabled={disabled}
          rows={field.rows ?? 4}
          maxLength={maxLength}
          showCount={maxLength !== undefined && !disabled}
          placeholder={placeholder}
        />
      );
    case "number":
      return (
        <NumericInput
          id={id}
          value={value as number | string | null | undefined}
          onChange={(n) => onChange?.(n)}
          disabled={disabled}
          integer={field.rules?.integer}
          min={field.rules?.min}
          max={field.rules?.max}
          placeholder={placeholder}
        />
      );
    case "digits":
      return (
        <DigitsInput
          id={id}
          value={value as string | number | null | undefined}
          onChange={(s) => onChange?.(s)}
          disabled={disabled}
          maxLength={maxLength}
          placeholder={placeholder}
        />
      );
    case "select":
      return <SelectField {...props} />;
    case "dict":
      return (
        field.dict && (
          <DictSelect
            id={id}
            dict={field.dict}
            value={value === undefined || value === null ? undefined : String(value)}
            onChange={(v) => onChange?.(v)}
            disabled={disabled}
            allowClear
          />
        )
      );
    case "switch":
      return <ValueSwitch {...props} />;
    case "yesNo": {
      const [yes, no] = field.yesNo ?? [1, 0];
      return (
        <SelectField
          {...props}
          field={{
            ...field,
            options: [
              { value: yes, labelKey: "common.yes" },
              { value: no, labelKey: "common.no" },
            ],
          }}
        />
      );
    }
    case "image":
      return <ImageUpload id={id} value={value} onChange={onChange} disabled={disabled} />;
    case "custom": {
      const Custom = field.component;
      return Custom ? <Custom id={id} value={value} onChange={onChange} disabled={disabled} /> : null;
    }
    default:
      return (
        <Input
          id={id}
          value={text}
          onChange={(e) => onChange?.(e.target.value)}
          disabled={disabled}
          maxLength={maxLength}
          allowClear={!disabled}
          placeholder={placeholder}
        />
      );
  }
}
