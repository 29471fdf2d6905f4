/**
 * The change-password drawer (SPEC §2.4, §5): width 450, the mask does not close it; original / new (with the
 * strength meter) / confirm; POST /xboot/user/modifyPass (form) with password, newPass, passStrength. On success a
 * modal asks the user to keep the new password safe; on failure what was typed stays (the client shows the message).
 */
import { session } from "@contract/session";
import { closeUnlessTyped } from "@/components/confirm-discard";
import { Button, Drawer, Form, Input, Space, Typography } from "antd";
import type { Rule } from "antd/es/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "@/providers/http-instance";
import { PasswordStrengthMeter } from "@/components/password-strength-meter";
import { passwordScore } from "@/lib/password-strength";
import { PASSWORD_CHANGE_MAX, PASSWORD_MIN } from "@/lib/password-rules";
import { passwordDrawer, usePasswordDrawerOpen } from "@/providers/session/password-drawer-store";
import { notify } from "@/lib/notify";

interface PasswordValues {
  password: string;
  newPass: string;
  confirm: string;
}

export default function ChangePasswordDrawer() {
  const open = usePasswordDrawerOpen();
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const newPass = Form.useWatch("newPass", form);
  const [busy, setBusy] = useState(false);
  const close = () => {
    passwordDrawer.close();
    form.resetFields();
  };
  const submit = async ({ password, newPass: next }: PasswordValues) => {
    setBusy(true);
    try {
      await http.postForm(session.modifyPass.path, { password, newPass: next, passStrength: passwordScore(next) });
      close();
      notify.successModal({ title: t("shell.password.successTitle"), content: t("shell.password.successText") });
    } catch {
      // The server's message is already shown; the drawer keeps what was typed.
    } finally {
      setBusy(false);
    }
  };
  const newPassRules: Rule[] = [
    { required: true, message: t("shell.password.newRequired") },
    { min: PASSWORD_MIN, message: t("shell.password.min"), validateTrigger: "onBlur" },
    { max: PASSWORD_CHANGE_MAX, message: t("shell.password.max") },
  ];
  const confirmRules: Rule[] = [
    { required: true, message: t("shell.password.confirmRequired") },
    ({ getFieldValue }) => ({
      validator: (_rule, value: string | undefined) =>
        !value || value === getFieldValue("newPass")
          ? Promise.resolve()
          : Promise.reject(new Error(t("shell.password.mismatch"))),
    }),
  ];
  return (
    <Drawer
      open={open}
      // Esc and the close icon ask before dropping typed passwords; Cancel closes at once.
      onClose={() => closeUnlessTyped(form.isFieldsTouched(), close)}
      width={450}
      maskClosable={false}
      title={t("shell.password.title")}
      rootClassName="change-password-drawer"
      footer={
        <Space style={{ display: "flex", justifyContent: "flex-end" }}>
          <Button onClick={close}>{t("common.actions.cancel")}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="change-password-submit">
            {t("common.actions.submit")}
          </Button>
        </Space>
      }
    >
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        data-testid="change-password-form"
      >
        <Form.Item
          name="password"
          label={t("shell.password.original")}
          rules={[{ required: true, message: t("shell.password.originalRequired") }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPass"
          label={t("shell.password.newPass")}
          rules={newPassRules}
          validateTrigger={["onChange", "onBlur"]}
          extra={<PasswordStrengthMeter value={newPass} />}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t("shell.password.confirm")} dependencies={["newPass"]} rules={confirmRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Typography.Text type="secondary">{t("shell.password.tip")}</Typography.Text>
      </Form>
    </Drawer>
  );
}
