/**
 * A queue list's two columns (compiled from its `queue` declaration): how long each pending row has waited (red past
 * the `reviewWaitHours` setting) and who holds it (the back end's claims; the column shows only where it keeps
 * them). Neither goes into the CSV export: both are the moment's, not the record's.
 */
import { Tag } from "antd";
import { t } from "@/i18n";
import type { ColumnDef } from "../types";
import { QUEUE_KEYS, type Holder, type Waiting } from "./queue-values";

export function waitingText(waiting: Waiting): string {
  return t(`review.waiting.${waiting.unit}`, { count: waiting.count });
}

function WaitingCell({ waiting }: { waiting: Waiting | null | undefined }) {
  if (!waiting) return null;
  return (
    <Tag color={waiting.overdue ? "error" : undefined} data-testid="queue-waiting" data-overdue={waiting.overdue}>
      {waitingText(waiting)}
    </Tag>
  );
}

function HolderCell({ holder }: { holder: Holder | undefined }) {
  if (!holder) return null;
  return (
    <Tag color={holder.self ? "blue" : "orange"} data-testid="queue-holder">
      {holder.self ? t("review.holderSelf") : holder.name}
    </Tag>
  );
}

const valueOf = (row: unknown, key: string): unknown => (row as Record<string, unknown>)[key];

/** The declared columns with a queue's waiting and holder columns before those pinned right (the status). */
export function withQueueColumns<T>(columns: ColumnDef<T>[], queue: unknown): ColumnDef<T>[] {
  if (!queue) return columns;
  const at = columns.findIndex((column) => column.fixed === "right");
  const split = at < 0 ? columns.length : at;
  return [...columns.slice(0, split), ...queueColumns<T>(), ...columns.slice(split)];
}

function queueColumns<T>(): ColumnDef<T>[] {
  return [
    {
      key: QUEUE_KEYS.waiting as keyof T & string,
      width: 130,
      render: (row) => <WaitingCell waiting={valueOf(row, QUEUE_KEYS.waiting) as Waiting | null} />,
      csv: false,
    },
    {
      key: QUEUE_KEYS.holder as keyof T & string,
      width: 110,
      optional: true,
      render: (row) => <HolderCell holder={valueOf(row, QUEUE_KEYS.holder) as Holder | undefined} />,
      csv: false,
    },
  ];
}
