/** A `switch` cell (e.g. an account's status): disabled without its permType; toggling saves, toasts and reloads. */
import { Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ColumnDef } from "./types";
import { useCall } from "./use-call";
import type { Has } from "./use-permissions";

interface Props<T> {
  column: ColumnDef<T>;
  row: T;
  has: Has;
  reload: () => void;
}

export function SwitchCell<T>({ column, row, has, reload }: Props<T>) {
  const { t } = useTranslation();
  const call = useCall();
  const [busy, setBusy] = useState(false);
  const toggle = column.toggle;
  if (!toggle) return null;
  const [on, off] = toggle.values ?? [1, 0];
  const [onKey, offKey] = toggle.labelKeys ?? ["common.switch.on", "common.switch.off"];
  const value = (row as Record<string, unknown>)[column.key];
  const checked = String(value) === String(on);
  return (
    <Switch
      checked={checked}
      loading={busy}
      disabled={!has(toggle.permType)}
      checkedChildren={t(onKey)}
      unCheckedChildren={t(offKey)}
      data-testid={`switch-${column.key}`}
      data-perm={toggle.permType}
      onChange={async (next) => {
        setBusy(true);
        await call({
          endpoint: toggle.endpoint,
          payload: toggle.payload(row, next ? on : off),
          successKey: toggle.successKey,
          onDone: reload,
        });
        setBusy(false);
      }}
    />
  );
}
