/** The row action: 'edit' with the 'edit' permType, else 'view' — the same drawer, read-only. */
import { useResourceParams } from "@refinedev/core";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "@/resources/dsl/use-permissions";
import type { ActionContext } from "@/resources/dsl/types";
import type { ScoreGoodsRow } from "./types";
import { GoodsDetailDrawer } from "./goods-detail-drawer";

export function GoodsDetailAction({ row, context }: { row: ScoreGoodsRow; context: ActionContext }) {
  const { t } = useTranslation();
  const { identifier } = useResourceParams();
  const { has } = usePermissions(identifier);
  const [open, setOpen] = useState(false);
  const canEdit = has("edit");
  return (
    <>
      <Button type="link" size="small" data-action={canEdit ? "edit" : "view"} onClick={() => setOpen(true)}>
        {t(canEdit ? "scoreGoods.actions.edit" : "scoreGoods.actions.view")}
      </Button>
      {open && <GoodsDetailDrawer row={row} readOnly={!canEdit} onClose={() => setOpen(false)} onSaved={context.reload} />}
    </>
  );
}
