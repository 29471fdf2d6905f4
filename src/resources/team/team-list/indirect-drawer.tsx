/**
 * The indirect-subordinates performance drawer (SPEC §2.9): width 90%, titled with the member's name (or id), a
 * paged table of that member's indirect subordinates (`userId` = the member's id); a row's '间接下级' drills down.
 */
import { Button, Drawer } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DrawerTable } from "@/resources/dsl/drawer-table";
import type { TeamMember } from "./types";
import { DrillContext } from "./drill-button";
import { indirectFriends } from "./indirect-definition";

export const INDIRECT_DRAWER_WIDTH = "90%";

export const memberIdOf = (member: TeamMember): number => member.memberId ?? member.id;

export function IndirectDrawer({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(member);
  const name = current.memberName || String(memberIdOf(current));
  return (
    <Drawer
      open
      title={t("teamList.indirect.title", { name })}
      width={INDIRECT_DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      data-testid="indirect-drawer"
      footer={
        <div style={{ textAlign: "right" }}>
          <Button onClick={onClose} data-action="drawer-close">
            {t("common.actions.close")}
          </Button>
        </div>
      }
    >
      <DrillContext.Provider value={setCurrent}>
        {/* A new member starts on page 1 with its own table state. */}
        <DrawerTable
          key={memberIdOf(current)}
          definition={indirectFriends}
          filters={{ userId: memberIdOf(current) }}
          testId="indirect-table"
        />
      </DrillContext.Provider>
    </Drawer>
  );
}
