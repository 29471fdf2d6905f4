/** Cell renderers by kind (STYLE lesson 4): each renders plain text or one tag. */
import { Tag } from "antd";
import type { ReactNode } from "react";
import { DictTag } from "@/components/dict-tag";
import { ImagePreview } from "@/components/image-preview";
import { formatMoney } from "@contract/money";
import { formatDateTime } from "@contract/date";
import { isYes } from "@contract/csv-encoding";
import { t } from "@/i18n";
import type { CellKind, ColumnDef } from "./types";

export const EMPTY = "--";
const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/** Yes/no (colours per column, default red yes, green no): what counts as yes is the file's rule too. */
export { isYes };

export function cellText(kind: CellKind | undefined, value: unknown): string {
  if (kind === "money") return formatMoney(value);
  if (kind === "dateTime") return formatDateTime(value);
  if (kind === "yesNo") return isEmpty(value) ? EMPTY : t(isYes(value) ? "common.yes" : "common.no");
  return isEmpty(value) ? EMPTY : String(value);
}

export function renderCell<T>(column: ColumnDef<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  switch (column.kind) {
    case "dict":
      return column.dict ? <DictTag dict={column.dict} value={value} /> : cellText(undefined, value);
    case "image":
      return <ImagePreview src={typeof value === "string" ? value : undefined} />;
    case "yesNo":
      if (isEmpty(value)) return EMPTY;
      return (
        <Tag color={isYes(value) ? (column.colors?.yes ?? "red") : (column.colors?.no ?? "green")}>
          {cellText("yesNo", value)}
        </Tag>
      );
    default:
      return cellText(column.kind, value);
  }
}
