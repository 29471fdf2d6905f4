/**
 * The audit trail's field list, shared by the screen (every field, with its search row) and the member detail
 * drawer's trail (the member's own records: no member column, no search). The actor of a system change (a job, a
 * migration: no staff id) reads "System"; an entity is its table's human name (the auditEntity dictionary), or the
 * table name itself for any other table.
 */
import { Tooltip } from "antd";
import type { FiltersOf } from "@contract/calls";
import { dictLabel } from "@/components/use-dict";
import { t } from "@/i18n";
import { memberLink, type FieldDef } from "@/resources/kit";
import { AuditChanges, changesText } from "./changes";
import "./texts";
import { auditTrail, type AuditRecord } from "@contract/system/audit-trail";
import { AUDIT_NS } from "./types";

const actorText = (row: AuditRecord): string => (row.actorId === null ? t(`${AUDIT_NS}.system`) : row.actorName);

const entityText = (row: AuditRecord): string =>
  `${dictLabel("auditEntity", row.entity)}${row.entityId ? ` #${row.entityId}` : ""}`;

function EntityCell(row: AuditRecord) {
  return (
    <Tooltip title={row.entity}>
      <span data-entity={row.entity}>{entityText(row)}</span>
    </Tooltip>
  );
}

export const AUDIT_FIELDS: readonly FieldDef<AuditRecord, FiltersOf<typeof auditTrail.list>>[] = [
  { key: "createdTime", type: "dateTime", search: { keys: ["startTime", "endTime"], order: 6 } },
  { key: "actorName", width: 110, render: actorText, csv: actorText },
  { key: "actor", column: false, detail: false, max: 50, search: { order: 1 } },
  { key: "ip" },
  { key: "action", type: "dict", dict: "auditAction", width: 90, search: { order: 5 } },
  {
    key: "entity",
    type: "dict",
    dict: "auditEntity",
    width: 190,
    render: EntityCell,
    csv: entityText,
    search: { order: 2 },
  },
  { key: "entityId", column: false, detail: false, max: 64, search: { order: 3 } },
  {
    key: "memberId",
    type: "digits",
    width: 100,
    max: 16,
    render: memberLink<AuditRecord>((row) => row.memberId),
    search: { fromQuery: "uid", order: 4 },
  },
  { key: "changes", width: 340, render: (row) => <AuditChanges record={row} />, csv: changesText },
  { key: "reason", width: 160, ellipsis: true },
  { key: "route", width: 280, ellipsis: true },
];

/** The member drawer's columns: the trail's, without the member (it is the drawer's) and the request, narrower. */
const MEMBER_TRAIL_WIDTHS: Readonly<Record<string, number>> = {
  createdTime: 170,
  actorName: 90,
  action: 72,
  entity: 150,
  changes: 250,
  reason: 120,
};

export const MEMBER_TRAIL_FIELDS: readonly FieldDef<AuditRecord>[] = AUDIT_FIELDS.filter(
  (field) => MEMBER_TRAIL_WIDTHS[field.key] !== undefined,
).map(({ search: _search, ...field }) => ({ ...field, width: MEMBER_TRAIL_WIDTHS[field.key] }));
