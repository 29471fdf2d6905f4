/** The lock screen: the password unlocks (POST /xboot/user/unlock) and returns to the locked page. */
import { Avatar, Button, Card, Form, Input, Typography } from "antd";
import { UserOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import { unlockScreen } from "@/providers/session/lock";
import { authProvider } from "@/providers/auth-instance";
import { storage, StorageKey } from "@/lib/storage";
import { PASSWORD_INPUT_MAX } from "@/lib/password-rules";

export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      navigate(await unlockScreen(password), { replace: true });
    } catch {
      // Wrong password: the server's message is already shown; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      style={{
        minHeight: "100vh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#0b1f44",
      }}
    >
      <Card style={{ width: 340, textAlign: "center" }} data-testid="lock-screen">
        <Avatar size={64} src={storage.get(StorageKey.avatar) || undefined} icon={<UserOutlined />} />
        <Typography.Title level={5} style={{ marginTop: 12 }}>
          {storage.get(StorageKey.nickname)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("shell.lock.hint")}</Typography.Paragraph>
        <Form onFinish={onFinish}>
          <Form.Item name="password" rules={[{ required: true, message: t("auth.passwordRequired") }]}>
            <Input.Password placeholder={t("shell.lock.password")} maxLength={PASSWORD_INPUT_MAX} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t("shell.lock.unlock")}
          </Button>
        </Form>
        {/* A way out for a user who forgot the password: sign out (the session ends on the server too). */}
        <Button
          type="link"
          block
          style={{ marginTop: 8 }}
          onClick={() => void authProvider.logout({})}
          data-action="switch-user"
        >
          {t("shell.lock.switchUser")}
        </Button>
      </Card>
    </div>
  );
}
