/** Staff users: the department tree beside the list; choosing a department narrows the list to it. */
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { scope, type ScopePanelProps } from "@/resources/kit";
import { DepartmentTree } from "../shared/department-tree";
import { SHARED_NS } from "../shared/texts";
import type { StaffUser } from "@contract/system/system-users";

function DepartmentsPanel({ value, onChange }: ScopePanelProps<StaffUser, string>) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(`${SHARED_NS}.departments`)} styles={{ body: { padding: 8 } }}>
      <DepartmentTree selected={value} onSelect={onChange} />
    </Card>
  );
}

export const departmentScope = scope<StaffUser, string>({
  placement: "beside",
  width: 220,
  panel: DepartmentsPanel,
  narrow: (definition, departmentId) => ({
    ...definition,
    endpoints: { list: { ...definition.endpoints.list, params: { departmentId } } },
  }),
});
