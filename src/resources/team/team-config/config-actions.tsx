/** The team-config list's own controls: Add (toolbar), Edit (row), and the status switch (1 on / 2 off). */
import { useInvalidate, useResourceParams } from "@refinedev/core";
import { Button, Switch } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "@/resources/dsl/use-call";
import { usePermissions } from "@/resources/dsl/use-permissions";
import type { ActionContext } from "@/resources/dsl/types";
import { ConfigDrawer, SAVE } from "./config-drawer";
import { ConfigStatus, type TeamConfig } from "./types";

export function AddConfigButton({ context }: { context: ActionContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-action="add">{t("teamConfig.actions.add")}</Button>
      {open && <ConfigDrawer mode="add" onClose={() => setOpen(false)} onSaved={context.reload} />}
    </>
  );
}

export function EditConfigAction({ row, context }: { row: TeamConfig; context: ActionContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-action="edit">{t("teamConfig.actions.edit")}</Button>
      {open && <ConfigDrawer mode="edit" config={row} onClose={() => setOpen(false)} onSaved={context.reload} />}
    </>
  );
}

/** Toggling saves the whole config with the new status; disabled without 'edit'. */
export function ConfigStatusSwitch({ row }: { row: TeamConfig }) {
  const { t } = useTranslation();
  const { identifier } = useResourceParams();
  const { has } = usePermissions(identifier);
  const invalidate = useInvalidate();
  const call = useCall();
  const [busy, setBusy] = useState(false);
  const toggle = async (checked: boolean) => {
    setBusy(true);
    const status = checked ? ConfigStatus.on : ConfigStatus.off;
    await call({ endpoint: SAVE, payload: { ...row, status }, onDone: () => void invalidate({ resource: identifier, invalidates: ["list"] }) });
    setBusy(false);
  };
  return (
    <Switch
      checked={row.status === ConfigStatus.on}
      loading={busy}
      disabled={!has("edit")}
      checkedChildren={t("teamConfig.status.on")}
      unCheckedChildren={t("teamConfig.status.off")}
      onChange={(checked) => void toggle(checked)}
      data-testid="status-switch"
    />
  );
}
