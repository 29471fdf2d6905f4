/**
 * The search row: one input per declared field; Enter searches; reset clears. About two rows show; the rest fold
 * behind 'More filters (N)' (search-fold.ts). Folded fields stay in the form (hidden), so their values still search;
 * their controls (selects, date pickers) are only drawn once unfolded, which keeps a long list's first render short.
 * The form is named `search`: its ids (`search_orderNo`) never clash with an add or edit form's over the list.
 */
import { Button, Form, Input, Select, Space } from "antd";
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from "@ant-design/icons";
import { memo, useCallback, useEffect, useState } from "react";
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
import { activeHidden, foldedCount, foldMemory } from "./search-fold";

/** The form's name: the prefix of every id in it. */
export const SEARCH_FORM_NAME = "search";
/** Before the form is measured: the window less the side menu and the card's padding. */
const APPROX_CHROME_WIDTH = 300;

/** The search form's width, followed as the window or the side menu changes. */
function useFormWidth() {
  const [width, setWidth] = useState(() => window.innerWidth - APPROX_CHROME_WIDTH);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { width, ref };
}

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
              id={`${SEARCH_FORM_NAME}_${field.key}-from`}
              style={{ width: "50%" }}
              placeholder={t("common.range.from")}
              aria-label={`${label} ${t("common.range.from")}`}
            />
          </Form.Item>
          <Form.Item name={[field.key, 1]} noStyle rules={rules}>
            <NumericInput
              id={`${SEARCH_FORM_NAME}_${field.key}-to`}
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

/**
 * A folded field's stand-in: it keeps the field in the form (its value searches, its rules apply) and draws nothing
 * but an empty hidden input with the field's id, which the (hidden) label points at.
 */
function KeptValue({ id }: Bound) {
  return id ? <input type="hidden" id={id} /> : null;
}

/** A folded field: bound like the real control (an amount range's two ends each), drawn by neither. */
function FoldedField({ field, label, ...bound }: { field: SearchField; label: string } & Bound) {
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

/** Memoised: the list page re-renders on every filter and data change, the search row only when its props do. */
export const SearchForm = memo(function SearchForm({ namespace, fields, values, onSearch, onReset }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { width, ref } = useFormWidth();
  const [unfolded, setUnfolded] = useState(() => foldMemory.isUnfolded(namespace));
  const fits = foldedCount(fields, width);
  const shown = unfolded ? fields.length : fits;
  const hiddenActive = activeHidden(fields, fits, values);
  const toggle = () => {
    foldMemory.set(namespace, !unfolded);
    setUnfolded(!unfolded);
  };
  // The URL (shared link, tab switch, ?uid=) is the source of truth: the form follows it.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);
  return (
    <div ref={ref}>
      <Form
        form={form}
        name={SEARCH_FORM_NAME}
        layout="inline"
        onFinish={onSearch}
        // A refused value in a folded field: unfold, so the message shows beside it.
        onFinishFailed={() => setUnfolded(true)}
        style={{ rowGap: 12, marginBottom: 12 }}
        data-testid="search-form"
      >
        {fields.map((field, index) => {
          const label = t(fieldLabelKeys(namespace, field.label ?? field.key));
          return (
            <Form.Item
              key={field.key}
              name={field.kind === "amountRange" ? undefined : field.key}
              label={label}
              rules={field.kind === "amountRange" ? undefined : rulesOf(field, label, t)}
              hidden={index >= shown}
              data-search-key={field.key}
              data-search-kind={field.kind}
              data-sample-column={field.column}
              style={{ minWidth: field.kind === "dateRange" ? 300 : 220 }}
            >
              {index >= shown ? (
                <FoldedField field={field} label={label} />
              ) : (
                <FieldInput field={field} label={label} />
              )}
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
            {fits < fields.length && (
              <Button
                type="link"
                icon={unfolded ? <UpOutlined /> : <DownOutlined />}
                iconPosition="end"
                aria-expanded={unfolded}
                onClick={toggle}
                data-testid="search-fold"
              >
                {unfolded
                  ? t("common.filters.fewer")
                  : hiddenActive > 0
                    ? t("common.filters.moreActive", { count: hiddenActive })
                    : t("common.filters.more")}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
    </div>
  );
});
