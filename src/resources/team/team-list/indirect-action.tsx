/** '间接下级' in the team list: opens the indirect-subordinates drawer for the row's member. */
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TeamMember } from "./types";
import { IndirectDrawer } from "./indirect-drawer";

export function IndirectAction({ row }: { row: TeamMember }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" data-action="indirect" onClick={() => setOpen(true)}>
        {t("teamList.actions.indirect")}
      </Button>
      {open && <IndirectDrawer member={row} onClose={() => setOpen(false)} />}
    </>
  );
}
