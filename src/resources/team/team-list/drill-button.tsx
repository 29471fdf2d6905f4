/** '间接下级' inside the indirect drawer: loads that row member's indirect subordinates (drill-down). */
import { Button } from "antd";
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import type { TeamMember } from "./types";

export const DrillContext = createContext<(member: TeamMember) => void>(() => undefined);

export function DrillButton({ row }: { row: TeamMember }) {
  const { t } = useTranslation();
  const drill = useContext(DrillContext);
  return (
    <Button type="link" size="small" data-action="indirect" onClick={() => drill(row)}>
      {t("teamList.actions.indirect")}
    </Button>
  );
}
