/** Login: required fields, the server's message on failure (shown by the http client), home on success. */
import { Button, Card, Form, Input, Typography } from "antd";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { authProvider } from "@/providers/auth-instance";
import type { LoginValues } from "@/providers/auth-provider";
import { LanguageSwitch } from "@/shell/layout/language-switch";
import { PASSWORD_INPUT_MAX } from "@/lib/password-rules";

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  // Refine is not loaded on this page (bundle budget): the authProvider is called directly.
  const login = async (values: LoginValues) => {
    setPending(true);
    const outcome = await authProvider.login(values);
    setPending(false);
    if (outcome.success) navigate(outcome.redirectTo ?? "/", { replace: true });
  };
  const product = t("common.product");
  return (
    <div style={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", background: "linear-gradient(135deg,#0b1f44,#1677ff)" }}>
      <div style={{ position: "absolute", top: 16, right: 24 }}>
        <LanguageSwitch light />
      </div>
      <Card style={{ width: 380 }}>
        <div style={{ textAlign: "center", marginBottom: 24 }}>
          <img src="logo.svg" alt="" width={48} height={48} />
          <Typography.Title level={3} style={{ margin: "12px 0 0" }}>
            {t("auth.title")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("auth.subtitle", { product })}</Typography.Text>
        </div>
        <Form<LoginValues> layout="vertical" onFinish={(values) => void login(values)} requiredMark={false} data-testid="login-form">
          <Form.Item name="username" label={t("auth.username")} rules={[{ required: true, message: t("auth.usernameRequired") }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" maxLength={50} placeholder={t("auth.username")} />
          </Form.Item>
          <Form.Item name="password" label={t("auth.password")} rules={[{ required: true, message: t("auth.passwordRequired") }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={PASSWORD_INPUT_MAX} placeholder={t("auth.passwordPlaceholder")} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            {t("auth.submit")}
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 12, textAlign: "center" }}>
          {t("auth.demoHint")}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
