/**
 * The list's toolbar row (SPEC §2.13): on the left the Add button, Export, the declared toolbar items and the batch
 * actions the user may use; on the right the saved views, refresh, density and the column settings.
 */
import type { ReactNode } from "react";
import { Button, Space, Tooltip } from "antd";
import { ReloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { BaseRecord, CrudFilter, CrudSort } from "@refinedev/core";
import { DensityToggle, type TableDensity } from "@/components/density-toggle";
import { ExportButton } from "./export-button";
import type { ResourceDefinition } from "./types";
import type { Has } from "./use-permissions";
import { ColumnSettingsButton } from "./column-settings-button";
import { ListViewsControl } from "./list-views-control";
import type { ListViews } from "./use-list-views";

const ROW_STYLE = {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  marginBottom: 12,
  gap: 8,
  flexWrap: "wrap",
} as const;

export interface ListToolbarProps<T extends BaseRecord> {
  definition: ResourceDefinition<T>;
  has: Has;
  rows: T[];
  /** The list's current filters and sorters (an export of all rows reads with them). */
  filters: CrudFilter[];
  sorters: CrudSort[];
  extra: Record<string, unknown>;
  /** The selected rows on this page, for the batch actions. */
  selected: readonly T[];
  reload: () => void;
  addButton: ReactNode;
  density: TableDensity;
  onDensity: (density: TableDensity) => void;
  /** Column settings and saved views (absent: a table composed by hand). */
  views?: ListViews;
  /** A phone's cards: no density nor column settings (the cards have neither), touch-sized buttons. */
  phone?: boolean;
}

export function ListToolbar<T extends BaseRecord>(props: ListToolbarProps<T>) {
  const { definition, has, rows, extra, selected, reload } = props;
  const { t } = useTranslation();
  const toolbar = (definition.toolbar ?? []).filter((item) => has(item.permType, item.role));
  const batch = (definition.batchActions ?? []).filter((item) => has(item.permType, item.role));
  return (
    <div style={ROW_STYLE} className={props.phone ? "list-cards-toolbar" : undefined} data-testid="list-toolbar">
      <Space wrap>
        {props.addButton}
        {definition.export && has("output") && (
          <ExportButton definition={definition} rows={rows} filters={props.filters} sorters={props.sorters} />
        )}
        {toolbar.map(({ key, permType, component: Item }) => (
          <span key={key} data-perm={permType} style={{ display: "contents" }}>
            <Item rows={rows} extra={extra} context={{ reload }} />
          </span>
        ))}
        {batch.map(({ key, permType, component: Item }) => (
          <span key={key} data-perm={permType} style={{ display: "contents" }}>
            <Item rows={rows} extra={extra} selected={selected} context={{ reload }} />
          </span>
        ))}
      </Space>
      {/* Wraps too: on a phone a tree list keeps its table and all four controls, wider than the screen together. */}
      <Space wrap>
        {props.views && <ListViewsControl views={props.views} />}
        <Tooltip title={t("common.actions.refresh")}>
          <Button
            icon={<ReloadOutlined />}
            onClick={reload}
            aria-label={t("common.actions.refresh")}
            data-testid="refresh"
          />
        </Tooltip>
        {!props.phone && <DensityToggle value={props.density} onChange={props.onDensity} />}
        {props.views && !props.phone && (
          <ColumnSettingsButton
            namespace={definition.namespace}
            columns={definition.columns}
            state={props.views.columns}
            onChange={props.views.setColumns}
          />
        )}
      </Space>
    </div>
  );
}
