/**
 * The toolbar's column settings (beside density): each declared column with a checkbox (show/hide), up/down to
 * order, pin left / unpin / pin right, and reset. The row-actions and selection columns are not listed: they stay.
 */
import type { ReactNode } from "react";
import { Button, Checkbox, Popover, Space, Tooltip } from "antd";
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  SettingOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import {
  isCustomised,
  moveColumn,
  orderedKeys,
  pinColumn,
  pinOf,
  toggleHidden,
  type ColumnState,
  type Pin,
} from "./column-settings";
import { fieldLabelKeys } from "./labels";
import type { ColumnDef } from "./types";

interface Props<T> {
  namespace: string;
  columns: readonly ColumnDef<T>[];
  state: ColumnState;
  onChange: (state: ColumnState) => void;
}

const ROW_STYLE = { display: "flex", alignItems: "center", gap: 8, justifyContent: "space-between" } as const;

export function ColumnSettingsButton<T>({ namespace, columns, state, onChange }: Props<T>) {
  const { t } = useTranslation();
  const byKey = new Map(columns.map((column) => [column.key as string, column]));
  const hidden = new Set(state.hidden);
  const keys = orderedKeys(columns, state);
  const pins: { value: Pin; icon: ReactNode; label: string }[] = [
    { value: "left", icon: <VerticalAlignTopOutlined rotate={-90} />, label: t("common.columnSettings.pinLeft") },
    { value: "none", icon: <VerticalAlignMiddleOutlined rotate={-90} />, label: t("common.columnSettings.unpin") },
    { value: "right", icon: <VerticalAlignBottomOutlined rotate={-90} />, label: t("common.columnSettings.pinRight") },
  ];
  const content = (
    <div data-testid="column-settings" style={{ maxHeight: 420, overflowY: "auto", minWidth: 300 }}>
      {keys.map((key, index) => {
        const column = byKey.get(key) as ColumnDef<T>;
        const label = t(fieldLabelKeys(namespace, column.label ?? column.key));
        return (
          <div key={key} style={ROW_STYLE} data-column={key}>
            <Checkbox
              checked={!hidden.has(key)}
              onChange={(e) => onChange(toggleHidden(state, key, !e.target.checked))}
            >
              {label}
            </Checkbox>
            <Space size={2}>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={t("common.columnSettings.moveUp", { name: label })}
                onClick={() => onChange(moveColumn(columns, state, key, -1))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={index === keys.length - 1}
                aria-label={t("common.columnSettings.moveDown", { name: label })}
                onClick={() => onChange(moveColumn(columns, state, key, 1))}
              />
              {pins.map((pin) => {
                const on = pinOf(column, state) === pin.value;
                return (
                  <Tooltip key={pin.value} title={pin.label}>
                    <Button
                      size="small"
                      type={on ? "primary" : "text"}
                      icon={pin.icon}
                      aria-pressed={on}
                      aria-label={`${pin.label}: ${label}`}
                      onClick={() => onChange(pinColumn(column, state, pin.value))}
                    />
                  </Tooltip>
                );
              })}
            </Space>
          </div>
        );
      })}
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={
        <div style={ROW_STYLE}>
          <span>{t("common.columnSettings.title")}</span>
          <Button
            size="small"
            type="link"
            disabled={!isCustomised(state)}
            onClick={() => onChange({ order: [], hidden: [], pins: {} })}
          >
            {t("common.columnSettings.reset")}
          </Button>
        </div>
      }
      content={content}
    >
      <Tooltip title={t("common.columnSettings.title")}>
        <Button
          icon={<SettingOutlined />}
          aria-label={t("common.columnSettings.title")}
          data-testid="column-settings-button"
        />
      </Tooltip>
    </Popover>
  );
}
