/**
 * The read-only detail of a row (kit part): field groups as description lists in a drawer, each value rendered by its
 * column's cell kind. With an endpoint the full record is loaded first (the list row may carry less). Beside it, a
 * History tab with the row's changes where the back end keeps them (history/record-history.tsx).
 */
import { useDataProvider } from "@refinedev/core";
import { Button, Descriptions, Drawer, Spin } from "antd";
import { useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import { renderCell } from "./cells";
import { HistoryTabs } from "./history/record-history";
import { fieldLabelKeys } from "./labels";
import type { ActionContext, ColumnDef } from "./types";

export interface DetailGroup {
  /** Group title key (`<namespace>.groups.<key>`, then common.detail.<key>). */
  key: string;
  fields: readonly string[];
}

export interface DetailSpec<T> {
  namespace: string;
  columns: readonly ColumnDef<T>[];
  groups: readonly DetailGroup[];
  width?: number | string;
  /** Loads the full record: payload from the row (default {id}). */
  endpoint?: Endpoint;
  payload?: (row: T) => Params;
  /** The menu page whose list shows the row: its History tab reads that page's history. */
  page?: string;
}

function DetailBody<T>({ spec, record }: { spec: DetailSpec<T>; record: T }) {
  const { t } = useTranslation();
  const byKey = new Map(spec.columns.map((column) => [column.key as string, column]));
  return (
    <>
      {spec.groups.map((group) => (
        <Descriptions
          key={group.key}
          title={t([`${spec.namespace}.groups.${group.key}`, `common.detail.${group.key}`])}
          bordered
          size="small"
          column={2}
          style={{ marginBottom: 24 }}
          items={group.fields.map((key) => {
            const column = byKey.get(key) ?? ({ key } as ColumnDef<T>);
            return {
              key,
              label: t(fieldLabelKeys(spec.namespace, column.label ?? key)),
              children: renderCell(column, record),
            };
          })}
        />
      ))}
    </>
  );
}

export function DetailDrawer<T>({ spec, row, onClose }: { spec: DetailSpec<T>; row: T; onClose: () => void }) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const [record, setRecord] = useState<T | null>(spec.endpoint ? null : row);
  useEffect(() => {
    if (!spec.endpoint) return;
    let live = true;
    const endpoint = spec.endpoint;
    const payload = spec.payload?.(row) ?? { id: (row as { id?: unknown }).id };
    dataProvider()
      .custom?.({
        url: endpoint.path,
        method: endpoint.style === "query" ? "get" : "post",
        payload,
        meta: { endpoint },
      })
      .then((answer) => live && setRecord({ ...row, ...(answer.data as T) }))
      // The client has shown the failure; the row's own fields stand in.
      .catch(() => live && setRecord(row));
    return () => {
      live = false;
    };
  }, [spec, row, dataProvider]);
  return (
    <Drawer
      open
      title={t("common.actions.detail")}
      width={spec.width ?? 900}
      onClose={onClose}
      destroyOnHidden
      data-testid="detail-drawer"
      footer={
        <div style={{ textAlign: "right" }}>
          <Button onClick={onClose}>{t("common.actions.close")}</Button>
        </div>
      }
    >
      {record ? (
        <HistoryTabs
          page={spec.page}
          definition={spec}
          id={(row as { id?: unknown }).id}
          label={t("common.actions.detail")}
        >
          <DetailBody spec={spec} record={record} />
        </HistoryTabs>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

/** A row action opening the detail drawer. */
export function detailActionComponent<T>(spec: DetailSpec<T>): ComponentType<{ row: T; context: ActionContext }> {
  return function DetailAction({ row }) {
    const { t } = useTranslation();
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button type="link" size="small" onClick={() => setOpen(true)} data-action="detail">
          {t("common.actions.detail")}
        </Button>
        {open && <DetailDrawer spec={spec} row={row} onClose={() => setOpen(false)} />}
      </>
    );
  };
}
