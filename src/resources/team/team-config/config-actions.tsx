/** The team-config list's own controls: Add (toolbar) and Edit (row) open the draggable drawer. */
import { Button } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActionContext } from "@/resources/kit";
import { ConfigDrawer } from "./config-drawer";
import type { TeamConfig } from "@contract/team/team-config";

export function AddConfigButton({ context }: { context: ActionContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-action="add">
        {t("common.actions.add")}
      </Button>
      {open && <ConfigDrawer mode="add" onClose={() => setOpen(false)} onSaved={context.reload} />}
    </>
  );
}

export function EditConfigAction({ row, context }: { row: TeamConfig; context: ActionContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-action="edit">
        {t("common.actions.edit")}
      </Button>
      {open && <ConfigDrawer mode="edit" config={row} onClose={() => setOpen(false)} onSaved={context.reload} />}
    </>
  );
}
