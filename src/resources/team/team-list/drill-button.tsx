/** '直推下级' / '间接下级' inside a subordinates drawer: loads that row member's subordinates of the same kind. */
import { Button } from "antd";
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import { SUBORDINATES_NS, type SubordinateKind } from "./types";
import type { TeamMember } from "@contract/team/team-next-list";

export const DrillContext = createContext<{ kind: SubordinateKind; drill: (member: TeamMember) => void }>({
  kind: "indirect",
  drill: () => undefined,
});

export function DrillButton({ row }: { row: TeamMember }) {
  const { t } = useTranslation();
  const { kind, drill } = useContext(DrillContext);
  return (
    <Button type="link" size="small" data-action={kind} onClick={() => drill(row)}>
      {t(`${SUBORDINATES_NS}.actions.${kind}`)}
    </Button>
  );
}
