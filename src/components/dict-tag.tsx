/** A dictionary code as its label in a tag of the dictionary's colour; a code missing from it shows raw in green. */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { DictId } from "@contract/dicts";
import { MISSING_CODE_COLOR, useDict } from "./use-dict";

export interface DictTagProps {
  dict: DictId;
  value: unknown;
}

export function DictTag({ dict, value }: DictTagProps) {
  const { t } = useTranslation();
  const { loading, labelOf, colorOf } = useDict(dict);
  if (value === null || value === undefined || value === "") return <>{t("common.empty")}</>;
  const code = String(value);
  const title = labelOf(code);
  if (title !== undefined) return <Tag color={colorOf(code)}>{title}</Tag>;
  // The server may still add the code: show it plain until it has answered.
  if (loading) return <>{code}</>;
  return <Tag color={MISSING_CODE_COLOR}>{code}</Tag>;
}
