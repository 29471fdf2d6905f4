/** '直推下级' / '间接下级' in the team list: opens the subordinates drawer of that kind for the row's member. */
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SUBORDINATES_NS, type SubordinateKind } from "./types";
import type { TeamMember } from "@contract/team/team-next-list";
import { SubordinatesDrawer } from "./subordinates-drawer";

function subordinatesAction(kind: SubordinateKind) {
  return function SubordinatesAction({ row }: { row: TeamMember }) {
    const { t } = useTranslation();
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button type="link" size="small" data-action={kind} onClick={() => setOpen(true)}>
          {t(`${SUBORDINATES_NS}.actions.${kind}`)}
        </Button>
        {open && <SubordinatesDrawer kind={kind} member={row} onClose={() => setOpen(false)} />}
      </>
    );
  };
}

export const DirectAction = subordinatesAction("direct");
export const IndirectAction = subordinatesAction("indirect");
