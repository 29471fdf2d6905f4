/** A dictionary code shown as its title in a tag; a code missing from the list shows raw in a green tag. */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useDict } from "./use-dict";

export const MISSING_CODE_COLOR = "green";

export interface DictTagProps {
  type: string;
  value: unknown;
  /** Tag colour per code, e.g. { '1': 'orange', '2': 'green' }. */
  colors?: Readonly<Record<string, string>>;
}

export function DictTag({ type, value, colors }: DictTagProps) {
  const { t } = useTranslation();
  const { loading, labelOf } = useDict(type);
  if (value === null || value === undefined || value === "") return <>{t("common.empty")}</>;
  const code = String(value);
  const title = labelOf(code);
  if (title !== undefined) return <Tag color={colors?.[code]}>{title}</Tag>;
  if (loading) return <>{code}</>;
  return <Tag color={MISSING_CODE_COLOR}>{code}</Tag>;
}
