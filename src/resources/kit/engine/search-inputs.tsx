/**
 * The search row's controls (search-form.tsx): one per kind of field, bound by the form; and a folded field's
 * stand-in, which keeps the field in the form without drawing its control.
 */
import { Form, Input, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { DictSelect } from "@/components/dict-select";
import { DigitsInput, NumericInput } from "@/components/numeric-input";
import { digitsRule, numericRule } from "@/components/numeric-rules";
import { DateRangePicker } from "@/components/date-range-picker";
import type { SearchField } from "./types";
import type { OptionsSource } from "./form-types";
import { useRemoteOptions } from "./use-remote-options";

/** The form's name: the prefix of every id in it. */
export const SEARCH_FORM_NAME = "search";

/** An amount range's two inputs, in order: their key suffixes and their label keys (common.range.from / .to). */
const RANGE_ENDS = ["from", "to"] as const;

/** What Form.Item injects into its child; forwarded to the real control so the form is bound. */
interface Bound {
  id?: string;
  value?: never;
  onChange?: never;
}

/** A search select over a server list; values as text, so a value read back from the URL finds its option. */
function RemoteSelect({ source, ...bound }: { source: OptionsSource } & Bound) {
  const { t } = useTranslation();
  const { options, loading } = useRemoteOptions(source);
  return (
    <Select
      {...bound}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      placeholder={t("common.placeholder.select")}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
    />
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A numeric or digits field's rule: what was typed stays as typed; a search with a refused value is not run. */
export function rulesOf(field: SearchField, label: string, t: Translate) {
  if (field.kind === "digits") return [digitsRule(label, t)];
  if (field.kind === "number" || field.kind === "amountRange") return [numericRule({}, label, t)];
  return undefined;
}

export function FieldInput({ field, label, ...bound }: { field: SearchField; label: string } & Bound) {
  const { t } = useTranslation();
  const placeholder = t("common.placeholder.inputField", { label });
  const rules = rulesOf(field, label, t);
  switch (field.kind) {
    case "digits":
      return <DigitsInput {...bound} maxLength={field.maxLength} placeholder={placeholder} />;
    case "number":
      return <NumericInput {...bound} placeholder={placeholder} style={{ width: "100%" }} />;
    case "dict":
      return (
        field.dict && (
          <DictSelect
            {...bound}
            dict={field.dict}
            allowClear
            placeholder={t("common.placeholder.select")}
            style={{ width: "100%" }}
          />
        )
      );
    case "yesNo":
      return (
        <Select
          {...bound}
          allowClear
          placeholder={t("common.placeholder.select")}
          options={[
            { value: field.yesNo?.[0] ?? 1, label: t("common.yes") },
            { value: field.yesNo?.[1] ?? 0, label: t("common.no") },
          ]}
        />
      );
    case "select":
      return field.optionsFrom && <RemoteSelect {...bound} source={field.optionsFrom} />;
    case "dateRange":
      return <DateRangePicker {...bound} />;
    case "amountRange":
      return (
        <Space.Compact style={{ width: "100%" }}>
          {RANGE_ENDS.map((end, index) => (
            <Form.Item key={end} name={[field.key, index]} noStyle rules={rules}>
              <NumericInput
                id={`${SEARCH_FORM_NAME}_${field.key}-${end}`}
                style={{ width: "50%" }}
                placeholder={t(`common.range.${end}`)}
                aria-label={`${label} ${t(`common.range.${end}`)}`}
              />
            </Form.Item>
          ))}
        </Space.Compact>
      );
    default:
      return <Input {...bound} allowClear maxLength={field.maxLength} placeholder={placeholder} />;
  }
}

/**
 * A folded field's stand-in: it keeps the field in the form (its value searches, its rules apply) and draws nothing
 * but an empty hidden input with the field's id, which the (hidden) label points at.
 */
function KeptValue({ id }: Bound) {
  return id ? <input type="hidden" id={id} /> : null;
}

/** A folded field: bound like the real control (an amount range's two ends each), drawn by neither. */
export function FoldedField({ field, label, ...bound }: { field: SearchField; label: string } & Bound) {
  const { t } = useTranslation();
  if (field.kind !== "amountRange") return <KeptValue {...bound} />;
  const rules = rulesOf(field, label, t);
  return (
    <>
      <Form.Item name={[field.key, 0]} noStyle rules={rules}>
        <KeptValue />
      </Form.Item>
      <Form.Item name={[field.key, 1]} noStyle rules={rules}>
        <KeptValue />
      </Form.Item>
    </>
  );
}
