/** Own space (personal center). */
import { Card, Descriptions } from "antd";
import { useGetIdentity } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { UserInfo } from "@/providers/auth-provider";

export default function OwnSpacePage(_props: { initialTab?: string }) {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<UserInfo>();
  return (
    <Card title={t("shell.ownspace")} data-testid="ownspace">
      <Descriptions column={1} items={[
        { key: "username", label: t("auth.username"), children: user?.username },
        { key: "nickname", label: t("shell.accountCenter"), children: user?.nickname },
      ]} />
    </Card>
  );
}
