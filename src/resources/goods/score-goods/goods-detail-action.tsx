/** The row action: '编辑' opens the '查看详情/编辑' drawer in edit mode with the record (SPEC §2.6). */
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActionContext } from "@/resources/kit";
import type { ScoreGoodsRow } from "@contract/goods/score-goods";
import { GoodsDetailDrawer } from "./goods-detail-drawer";

export function GoodsDetailAction({ row, context }: { row: ScoreGoodsRow; context: ActionContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" data-action="edit" onClick={() => setOpen(true)}>
        {t("common.actions.edit")}
      </Button>
      {open && <GoodsDetailDrawer row={row} onClose={() => setOpen(false)} onSaved={context.reload} />}
    </>
  );
}
