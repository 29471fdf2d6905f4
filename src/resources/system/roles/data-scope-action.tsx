/** 'Data scope': all data, or the chosen departments (`roles.editRoleDep`). */
import { Button, Form, Modal, Radio } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDict } from "@/components/use-dict";
import { useCall, type ActionContext } from "@/resources/kit";
import { DepartmentSelect } from "../shared/department-select";
import { roles, type Role } from "@contract/system/roles";
import { departmentIdsOf } from "./types";

export function DataScopeAction({ row, context }: { row: Role; context: ActionContext }) {
  const { t } = useTranslation();
  const call = useCall();
  const scopes = useDict("dataScope");
  const [open, setOpen] = useState(false);
  const [dataType, setDataType] = useState<string>(String(row.dataType));
  const [depIds, setDepIds] = useState<string[]>(departmentIdsOf(row));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const done = await call({
      endpoint: roles.editRoleDep,
      payload: { roleId: row.id, dataType, depIds: dataType === "1" ? depIds.join(",") : "" },
      onDone: context.reload,
    });
    setBusy(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button type="link" size="small" data-action="editDep" onClick={() => setOpen(true)}>
        {t("roles.actions.editDep")}
      </Button>
      {open && (
        <Modal
          open
          width={520}
          title={t("roles.dataScope.title", { name: row.name })}
          onCancel={() => setOpen(false)}
          onOk={() => void save()}
          confirmLoading={busy}
          okText={t("common.actions.save")}
          cancelText={t("common.actions.cancel")}
          maskClosable={false}
        >
          <Form layout="vertical">
            <Form.Item label={t("roles.fields.dataType")}>
              <Radio.Group
                value={dataType}
                onChange={(event) => setDataType(String(event.target.value))}
                options={scopes.options.map((option) => ({ value: option.value, label: option.title }))}
              />
            </Form.Item>
            {dataType === "1" && (
              <Form.Item label={t("roles.dataScope.departments")}>
                <DepartmentSelect
                  multiple
                  value={depIds}
                  onChange={(next) => setDepIds((next as string[] | undefined) ?? [])}
                />
              </Form.Item>
            )}
          </Form>
        </Modal>
      )}
    </>
  );
}
