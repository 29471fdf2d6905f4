/**
 * A History link (kit part), for a screen whose rows open no detail drawer or edit form to hold the History tab
 * (`historyLink: "<field>"` in its declaration): that field's cell — the withdrawal's order number — becomes a link
 * opening the row's history in a drawer, the way a member's ID opens the member drawer. The action column stays as
 * the spec draws it. On a back end without the page's history (offered.ts) the cell is plain text.
 */
import { Button, Drawer } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { renderCell } from "../cells";
import type { ColumnDef } from "../types";
import type { HistoryDefinition } from "./model";
import { useHistoryOffered } from "./offered";
import { historyIdOf, RecordHistory } from "./record-history";

interface LinkProps<T> {
  page: string;
  definition: HistoryDefinition<T>;
  row: T;
  children: ReactNode;
}

function HistoryLink<T>({ page, definition, row, children }: LinkProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const offered = useHistoryOffered(page);
  const id = historyIdOf((row as { id?: unknown }).id);
  if (!offered || id === undefined) return <>{children}</>;
  const title = t("common.history.tab");
  return (
    <>
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: "auto" }}
        title={title}
        data-testid="history-link"
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open && (
        <Drawer
          open
          title={title}
          width={720}
          onClose={() => setOpen(false)}
          destroyOnHidden
          data-testid="history-drawer"
        >
          <RecordHistory page={page} definition={definition} id={id} />
        </Drawer>
      )}
    </>
  );
}

/** The columns with `field`'s cell as the row's History link (none named: the columns as they are). */
export function withHistoryLink<T>(
  columns: ColumnDef<T>[],
  field: string | undefined,
  page: string,
  namespace: string,
): ColumnDef<T>[] {
  if (!field) return columns;
  const definition: HistoryDefinition<T> = { namespace, columns };
  return columns.map((column) =>
    column.key === field
      ? {
          ...column,
          render: (row: T) => (
            <HistoryLink page={page} definition={definition} row={row}>
              {renderCell(column, row)}
            </HistoryLink>
          ),
        }
      : column,
  );
}
