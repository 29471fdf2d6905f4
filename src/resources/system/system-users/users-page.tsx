/** Staff users: the department tree beside the list; choosing a department narrows the list to it. */
import { Card, Col, Row } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ResourceDefinition, ListPage } from "@/resources/kit";
import { DepartmentTree } from "../shared/department-tree";
import { SHARED_NS } from "../shared/texts";
import type { StaffUser } from "./types";

export function UsersPage({ definition }: { definition: ResourceDefinition<StaffUser> }) {
  const { t } = useTranslation();
  const [departmentId, setDepartmentId] = useState<string>();
  const scoped = useMemo(
    () =>
      departmentId === undefined
        ? definition
        : { ...definition, endpoints: { list: { ...definition.endpoints.list, params: { departmentId } } } },
    [definition, departmentId],
  );
  return (
    <Row gutter={12} wrap={false}>
      <Col flex="220px">
        <Card size="small" title={t(`${SHARED_NS}.departments`)} styles={{ body: { padding: 8 } }}>
          <DepartmentTree selected={departmentId} onSelect={setDepartmentId} />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <ListPage key={departmentId ?? "all"} definition={scoped} />
      </Col>
    </Row>
  );
}
