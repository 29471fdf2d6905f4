/** A Select over a server dictionary, for search forms; values are the codes as strings. */
import { Select, type SelectProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useDict } from "./use-dict";

export type DictSelectProps = { type: string } & Omit<SelectProps<string>, "options" | "loading">;

/**
 * `aria-required` (which antd's Form.Item gives its child) is left out: rc-select copies aria props onto its root
 * <div>, where the attribute is not allowed (axe aria-allowed-attr, critical); the form's asterisk and message remain.
 */
export function DictSelect({ type, placeholder, "aria-required": _required, ...rest }: DictSelectProps) {
  const { t } = useTranslation();
  const { options, loading } = useDict(type);
  const selectOptions = useMemo(() => options.map((option) => ({ value: String(option.value), label: option.title })), [options]);
  return (
    <Select<string>
      {...rest}
      // antd marks only the inner input disabled; on the wrapper, assistive tech and axe know the shown value is inactive
      aria-disabled={rest.disabled || undefined}
      loading={loading}
      options={selectOptions}
      placeholder={placeholder ?? t("common.placeholder.select")}
    />
  );
}
