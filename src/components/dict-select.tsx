/** A Select over a dictionary, for search and edit forms; values are the codes as strings. */
import { Select, type SelectProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DictId } from "@contract/dicts";
import { useDict } from "./use-dict";

export type DictSelectProps = { dict: DictId } & Omit<SelectProps<string>, "options" | "loading">;

/**
 * `aria-required` (which antd's Form.Item gives its child) is left out: rc-select copies aria props onto its root
 * <div>, where the attribute is not allowed (axe aria-allowed-attr, critical); the form's asterisk and message remain.
 */
export function DictSelect({ dict, placeholder, "aria-required": _required, ...rest }: DictSelectProps) {
  const { t } = useTranslation();
  const { options } = useDict(dict);
  const selectOptions = useMemo(
    () => options.map((option) => ({ value: option.value, label: option.title })),
    [options],
  );
  return (
    <Select<string>
      {...rest}
      // antd marks only the inner input disabled; on the wrapper, assistive tech and axe know the shown value is inactive
      aria-disabled={rest.disabled || undefined}
      options={selectOptions}
      placeholder={placeholder ?? t("common.placeholder.select")}
    />
  );
}
