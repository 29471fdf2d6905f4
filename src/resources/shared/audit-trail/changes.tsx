/**
 * A record's changes, readable: one line per column, `column: before → after` (an insert shows the new value, a
 * delete the old one). Compact in a cell — the first lines, long values cut — with "show all" for the rest. The audit
 * trail screen and the member drawer's trail render changes with this one component; the CSV writes the same lines.
 */
import { Button, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { t as translate } from "@/i18n";
import type { AuditRecord } from "@contract/system/audit-trail";
import { AUDIT_NS } from "./types";

/** Lines shown before "show all", and the characters of a value shown before it is cut. */
const SHOWN = 3;
const CUT = 48;

export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

const valueText = (value: unknown, empty: string): string => {
  if (value === null || value === undefined || value === "") return empty;
  if (typeof value === "string") return value;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
};

const blank = (value: unknown): boolean => value === null || value === undefined || value === "";

/**
 * The lines of a record, in the record's order; `before`/`after` null where the action has no such side. An insert
 * lists the columns it filled and a delete the ones the row had: an empty column there says nothing.
 */
export function changeLines(record: Pick<AuditRecord, "action" | "changes">, empty: string): ChangeLine[] {
  return Object.entries(record.changes ?? {})
    .filter(([, [before, after]]) =>
      record.action === "insert" ? !blank(after) : record.action === "delete" ? !blank(before) : true,
    )
    .map(([field, [before, after]]) => ({
      field,
      before: record.action === "insert" ? null : valueText(before, empty),
      after: record.action === "delete" ? null : valueText(after, empty),
    }));
}

const lineText = ({ field, before, after }: ChangeLine): string =>
  `${field}: ${[before, after].filter((side) => side !== null).join(" → ")}`;

/** The changes as one line of text (CSV). */
export function changesText(record: AuditRecord): string {
  return changeLines(record, translate(`${AUDIT_NS}.changes.empty`))
    .map(lineText)
    .join("; ");
}

const cut = (text: string | null, whole: boolean): string | null =>
  text === null || whole || text.length <= CUT ? text : `${text.slice(0, CUT)}…`;

export function AuditChanges({ record }: { record: Pick<AuditRecord, "action" | "changes"> }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  const lines = changeLines(record, t(`${AUDIT_NS}.changes.empty`));
  if (lines.length === 0) return <Typography.Text type="secondary">{t(`${AUDIT_NS}.changes.none`)}</Typography.Text>;
  const folds =
    lines.length > SHOWN || lines.some((line) => (line.before ?? "").length > CUT || (line.after ?? "").length > CUT);
  const shown = whole ? lines : lines.slice(0, SHOWN);
  return (
    <div data-testid="audit-changes" style={{ lineHeight: 1.6, overflowWrap: "anywhere", whiteSpace: "normal" }}>
      {shown.map((line) => (
        <div key={line.field} data-field={line.field}>
          <Typography.Text code>{line.field}</Typography.Text>{" "}
          {line.before !== null && <Typography.Text type="secondary">{cut(line.before, whole)}</Typography.Text>}
          {line.before !== null && line.after !== null && " → "}
          {line.after !== null && <span>{cut(line.after, whole)}</span>}
        </div>
      ))}
      {folds && (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: "auto" }}
          data-action="changes-toggle"
          aria-expanded={whole}
          onClick={() => setWhole(!whole)}
        >
          {whole ? t(`${AUDIT_NS}.changes.less`) : t(`${AUDIT_NS}.changes.more`, { count: lines.length })}
        </Button>
      )}
    </div>
  );
}
