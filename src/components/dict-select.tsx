/** A Select over a dictionary, for search and edit forms; values are the codes as strings. */
import { Select, type SelectProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DictId } from "@/i18n/dicts";
import { useDict } from "./use-dict";

export type DictSelectProps = { dict: DictId } & Omit<SelectProps<string>, "options" | "loading">;

export function DictSelect({ dict, placeholder, ...rest }: DictSelectProps) {
  const { t } = useTranslation();
  const { options } = useDict(dict);
  const selectOptions = useMemo(() => options.map((option) => ({ value: option.value, label: option.title })), [options]);
  return <Select<string> {...rest} options={selectOptions} placeholder={placeholder ?? t("common.placeholder.select")} />;
}
