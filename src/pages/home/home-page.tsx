import { Card, Typography } from "antd";
import { useGetIdentity } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { UserInfo } from "@/providers/auth-provider";

export default function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<UserInfo>();
  return (
    <Card data-testid="home">
      <Typography.Title level={4}>{t("shell.welcome", { name: user?.nickname ?? user?.username ?? "" })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("shell.homeIntro")}</Typography.Paragraph>
    </Card>
  );
}
