/** The search row: one input per declared field; Enter searches; reset clears. */
import { Button, Form, Input, Select, Space } from "antd";
import { SearchOutlined, ReloadOutlined } from "@ant-design/icons";
import { memo, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { DictSelect } from "@/components/dict-select";
import { DigitsInput, NumericInput } from "@/components/numeric-input";
import { digitsRule, numericRule } from "@/components/numeric-rules";
import { DateRangePicker } from "@/components/date-range-picker";
import { fieldLabelKeys } from "./labels";
import type { SearchField } from "./types";
import type { OptionsSource } from "./form-types";
import { useRemoteOptions } from "./use-remote-options";
import type { SearchValues } from "./search-mapping";

interface Props {
  namespace: string;
  fields: readonly SearchField[];
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
}

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
function rulesOf(field: SearchField, label: string, t: Translate) {
  if (field.kind === "digits") return [digitsRule(label, t)];
  if (field.kind === "number" || field.kind === "amountRange") return [numericRule({}, label, t)];
  return undefined;
}

function FieldInput({ field, label, ...bound }: { field: SearchField; label: string } & Bound) {
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
          <Form.Item name={[field.key, 0]} noStyle rules={rules}>
            <NumericInput
              id={`${field.key}-from`}
              style={{ width: "50%" }}
              placeholder={t("common.range.from")}
              aria-label={`${label} ${t("common.range.from")}`}
            />
          </Form.Item>
          <Form.Item name={[field.key, 1]} noStyle rules={rules}>
            <NumericInput
              id={`${field.key}-to`}
              style={{ width: "50%" }}
              placeholder={t("common.range.to")}
              aria-label={`${label} ${t("common.range.to")}`}
            />
          </Form.Item>
        </Space.Compact>
      );
    default:
      return <Input {...bound} allowClear maxLength={field.maxLength} placeholder={placeholder} />;
  }
}

/** Memoised: the list page re-renders on every filter and data change, the search row only when its props do. */
export const SearchForm = memo(function SearchForm({ namespace, fields, values, onSearch, onReset }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // The URL (shared link, tab switch, ?uid=) is the source of truth: the form follows it.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={onSearch}
      style={{ rowGap: 12, marginBottom: 12 }}
      data-testid="search-form"
    >
      {fields.map((field) => {
        const label = t(fieldLabelKeys(namespace, field.label ?? field.key));
        return (
          <Form.Item
            key={field.key}
            name={field.kind === "amountRange" ? undefined : field.key}
            label={label}
            rules={field.kind === "amountRange" ? undefined : rulesOf(field, label, t)}
            data-search-key={field.key}
            data-search-kind={field.kind}
            data-sample-column={field.column}
            style={{ minWidth: field.kind === "dateRange" ? 300 : 220 }}
          >
            <FieldInput field={field} label={label} />
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t("common.actions.search")}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t("common.actions.reset")}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
});
