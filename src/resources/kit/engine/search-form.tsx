/**
 * The search row: one input per declared field; Enter searches; reset clears. About two rows show; the rest fold
 * behind 'More filters (N)' (search-fold.ts). Folded fields stay in the form (hidden), so their values still search;
 * their controls (selects, date pickers) are only drawn once unfolded, which keeps a long list's first render short.
 * The form is named `search`: its ids (`search_orderNo`) never clash with an add or edit form's over the list.
 */
import { Button, Form, Space } from "antd";
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from "@ant-design/icons";
import { memo, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabelKeys } from "./labels";
import type { SearchField } from "./types";
import type { SearchValues } from "./search-mapping";
import { activeHidden, foldedCount, foldMemory, followedWidth, isActive } from "./search-fold";
import { FieldInput, FoldedField, rulesOf, SEARCH_FORM_NAME } from "./search-inputs";

/** Before the form is measured: the window less the side menu and the card's padding. */
const APPROX_CHROME_WIDTH = 300;

/** The search form's width, followed as the window or the side menu changes, as far as it changes what fits. */
function useFormWidth(fields: readonly SearchField[]) {
  const [width, setWidth] = useState(() => window.innerWidth - APPROX_CHROME_WIDTH);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node || typeof ResizeObserver === "undefined") return undefined;
      const observer = new ResizeObserver(([entry]) => {
        const measured = entry?.contentRect.width ?? 0;
        if (measured > 0) setWidth((shown) => followedWidth(fields, shown, measured));
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [fields],
  );
  return { width, ref };
}

interface Props {
  namespace: string;
  fields: readonly SearchField[];
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
  /** A phone's filter sheet: one column, every field shown (nothing folds). */
  vertical?: boolean;
}

/** Memoised: the list page re-renders on every filter and data change, the search row only when its props do. */
export const SearchForm = memo(function SearchForm({ namespace, fields, values, onSearch, onReset, vertical }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { width, ref } = useFormWidth(fields);
  const [unfolded, setUnfolded] = useState(() => foldMemory.isUnfolded(namespace));
  const fits = vertical ? fields.length : foldedCount(fields, width);
  const shown = unfolded ? fields.length : fits;
  const hiddenActive = activeHidden(fields, fits, values);
  const toggle = () => {
    foldMemory.set(namespace, !unfolded);
    setUnfolded(!unfolded);
  };
  // The URL (shared link, tab switch, ?uid=) is the source of truth: the form follows it. A new form is empty, so an
  // address without filters leaves it as drawn (setting nothing would draw every field again).
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && !Object.values(values).some(isActive)) return;
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);
  return (
    <div ref={ref}>
      <Form
        form={form}
        name={SEARCH_FORM_NAME}
        layout={vertical ? "vertical" : "inline"}
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
              style={vertical ? undefined : { minWidth: field.kind === "dateRange" ? 300 : 220 }}
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
