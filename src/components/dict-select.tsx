/** A Select over a server dictionary, for search forms; values are the codes as strings. */
import { Select, type SelectProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useDict } from "./use-dict";

export type DictSelectProps = { type: string } & Omit<SelectProps<string>, "options" | "loading">;

export function DictSelect({ type, placeholder, ...rest }: DictSelectProps) {
  const { t } = useTranslation();
  const { options, loading } = useDict(type);
  const selectOptions = useMemo(() => options.map((option) => ({ value: String(option.value), label: option.title })), [options]);
  return (
    <Select<string>
      {...rest}
      loading={loading}
      options={selectOptions}
      placeholder={placeholder ?? t("common.placeholder.select")}
    />
  );
}
