/**
 * Own space (personal center): profile, messages, security, account. The /change-pass route opens it on the
 * security tab with the change-password drawer open.
 */
import { Card, Skeleton, Tabs } from "antd";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { passwordDrawer } from "@/providers/session/password-drawer-store";
import { useOwnInfo } from "./use-own-info";
import { ProfileTab } from "./profile-tab";
import { MessagesTab } from "./messages-tab";
import { SecurityTab } from "./security-tab";
import { AccountTab } from "./account-tab";

type TabKey = "profile" | "messages" | "security" | "user";

export default function OwnSpacePage({ initialTab = "profile" }: { initialTab?: TabKey }) {
  const { t } = useTranslation();
  const { user, loading, refresh } = useOwnInfo();
  const [tab, setTab] = useState<TabKey>(initialTab);
  useEffect(() => {
    setTab(initialTab);
    if (initialTab === "security") passwordDrawer.open();
  }, [initialTab]);
  const needsUser = (node: (u: NonNullable<typeof user>) => ReactNode) =>
    user ? node(user) : <Skeleton active loading={loading} />;
  return (
    <Card title={t("shell.ownspace")} data-testid="ownspace">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: "profile",
            label: t("ownspace.tabs.profile"),
            children: needsUser((u) => <ProfileTab user={u} onSaved={refresh} />),
          },
          { key: "messages", label: t("ownspace.tabs.messages"), children: <MessagesTab /> },
          { key: "security", label: t("ownspace.tabs.security"), children: <SecurityTab /> },
          { key: "user", label: t("ownspace.tabs.user"), children: needsUser((u) => <AccountTab user={u} />) },
        ]}
      />
    </Card>
  );
}
