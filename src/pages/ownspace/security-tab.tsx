/** Security: the login password, changed through the change-password drawer. */
import { Button, List } from "antd";
import { LockOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { passwordDrawer } from "@/providers/session/password-drawer-store";

export function SecurityTab() {
  const { t } = useTranslation();
  return (
    <List style={{ maxWidth: 600 }} data-testid="security">
      <List.Item
        actions={[
          <Button key="change" type="link" onClick={() => passwordDrawer.open()} data-testid="security-change-password">
            {t("ownspace.security.change")}
          </Button>,
        ]}
      >
        <List.Item.Meta
          avatar={<LockOutlined style={{ fontSize: 20 }} />}
          title={t("ownspace.security.password")}
          description={t("ownspace.security.passwordHint")}
        />
      </List.Item>
    </List>
  );
}
