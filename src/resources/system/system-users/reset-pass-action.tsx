/** 'Reset password': a modal asking for the new password (6–32 characters); the user's sessions end. */
import { systemUsers } from "@contract/system/system-users";
import { Button, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall, type ActionContext } from "@/resources/kit";
import type { StaffUser } from "@contract/system/system-users";

export function ResetPassAction({ row, context }: { row: StaffUser; context: ActionContext }) {
  const { t } = useTranslation();
  const call = useCall();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const valid = password.length >= 6 && password.length <= 32;
  const submit = async () => {
    if (!valid) return;
    setBusy(true);
    const done = await call({
      endpoint: systemUsers.resetPass,
      payload: { ids: String(row.id), password },
      onDone: context.reload,
    });
    setBusy(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button type="link" size="small" data-action="resetPass" onClick={() => (setPassword(""), setOpen(true))}>
        {t("systemUsers.actions.resetPass")}
      </Button>
      {open && (
        <Modal
          open
          width={420}
          title={t("systemUsers.resetPass.title", { username: row.username })}
          onCancel={() => setOpen(false)}
          onOk={() => void submit()}
          okButtonProps={{ disabled: !valid }}
          confirmLoading={busy}
          okText={t("common.actions.confirm")}
          cancelText={t("common.actions.cancel")}
          maskClosable={false}
        >
          <Input.Password
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            maxLength={32}
            autoComplete="new-password"
            aria-label={t("systemUsers.fields.password")}
            placeholder={t("systemUsers.resetPass.placeholder")}
          />
        </Modal>
      )}
    </>
  );
}
