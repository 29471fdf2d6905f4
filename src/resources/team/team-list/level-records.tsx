/** The level-update-record dialog (SPEC §2.3 team list): a member's level changes, newest first. */
import { Button, Drawer, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { t as translate } from "@/i18n";
import { teamList, type LevelRecord } from "@contract/team/team-list";
import type { TeamMember } from "@contract/team/team-next-list";
import { memberIdOf } from "./subordinates-drawer";
import { DrawerTable, compileScreen } from "@/resources/kit";

const CHANGE_COLORS: Record<number, string> = { 1: "green", 2: "red", 3: "blue" };

const levelRecords = compileScreen<LevelRecord>("team/team-list", {
  list: teamList.levelRecords,
  fields: [
    { key: "createdTime", label: "changedTime", type: "dateTime" },
    { key: "beforeLevel", type: "dict", dict: "teamLevel", width: 130 },
    { key: "afterLevel", type: "dict", dict: "teamLevel", width: 130 },
    {
      key: "changeType",
      render: (row) => (
        <Tag color={CHANGE_COLORS[row.changeType]}>{translate(`teamList.changeType.${row.changeType}`)}</Tag>
      ),
      csv: (row) => translate(`teamList.changeType.${row.changeType}`),
    },
    { key: "remark", width: 200 },
  ],
});

export function LevelRecordAction({ row }: { row: TeamMember }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button type="link" size="small" data-action="levelRecord" onClick={() => setOpen(true)}>
        {t("teamList.actions.levelRecord")}
      </Button>
      {open && (
        <Drawer
          open
          title={t("teamList.levelRecord.title", { name: row.memberName || String(memberIdOf(row)) })}
          width={820}
          onClose={close}
          destroyOnHidden
          data-testid="level-record-drawer"
          footer={
            <div style={{ textAlign: "right" }}>
              <Button onClick={close} data-action="drawer-close">
                {t("common.actions.close")}
              </Button>
            </div>
          }
        >
          <DrawerTable definition={levelRecords} filters={{ userId: memberIdOf(row) }} testId="level-record-table" />
        </Drawer>
      )}
    </>
  );
}
