/**
 * The next-level and next-next-level dialogs (SPEC §2.9): width 90%, titled with the member's name (or id), a paged
 * table of that member's direct or indirect subordinates (`userId` = the member's id); a row's action drills down.
 */
import { Button, Drawer } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { SUBORDINATES_NS, type SubordinateKind } from "./types";
import type { TeamMember } from "@contract/team/team-next-list";
import { DrillContext } from "./drill-button";
import { SUBORDINATES } from "./subordinates";
import { DrawerTable } from "@/resources/kit";

export const SUBORDINATES_DRAWER_WIDTH = "90%";

export const memberIdOf = (member: TeamMember): number => member.memberId ?? member.id;

interface Props {
  kind: SubordinateKind;
  member: TeamMember;
  onClose: () => void;
}

export function SubordinatesDrawer({ kind, member, onClose }: Props) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(member);
  const drill = useMemo(() => ({ kind, drill: setCurrent }), [kind]);
  const name = current.memberName || String(memberIdOf(current));
  return (
    <Drawer
      open
      title={t(`${SUBORDINATES_NS}.${kind}.title`, { name })}
      width={SUBORDINATES_DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      data-testid={`${kind}-drawer`}
      footer={
        <div style={{ textAlign: "right" }}>
          <Button onClick={onClose} data-action="drawer-close">
            {t("common.actions.close")}
          </Button>
        </div>
      }
    >
      <DrillContext.Provider value={drill}>
        {/* A new member starts on page 1 with its own table state. */}
        <DrawerTable
          key={memberIdOf(current)}
          definition={SUBORDINATES[kind]}
          filters={{ userId: memberIdOf(current) }}
          testId={`${kind}-table`}
        />
      </DrillContext.Provider>
    </Drawer>
  );
}
