/** Nickname and avatar (default person icon); Account Center, Change Password (the drawer), lock, Sign out. */
import { useGetIdentity, useLogout } from "@refinedev/core";
import { UserOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { UserInfo } from "@/providers/auth-provider";
import { lockScreen } from "@/providers/session/lock";
import { passwordDrawer } from "@/providers/session/password-drawer-store";
import { ClickMenu } from "./click-menu";

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useGetIdentity<UserInfo>();
  const { mutate: logout } = useLogout();
  return (
    <ClickMenu
      menu={{
        items: [
          { key: "ownspace", label: t("shell.accountCenter") },
          { key: "password", label: t("shell.changePassword") },
          { key: "lock", label: t("shell.lock.action") },
          { type: "divider" },
          { key: "logout", label: t("shell.signOut") },
        ],
        onClick: ({ key }) => {
          if (key === "ownspace") navigate("/ownspace");
          if (key === "password") passwordDrawer.open();
          if (key === "lock") lockScreen(navigate);
          if (key === "logout") logout();
        },
      }}
    >
      <span className="user-menu" data-testid="user-menu" title={user?.nickname || user?.username}>
        <span className="user-avatar" data-testid="user-avatar">
          {user?.avatar ? <img src={user.avatar} alt="" /> : <UserOutlined />}
        </span>
        <span className="user-nickname" data-testid="user-nickname">
          {user?.nickname || user?.username}
        </span>
      </span>
    </ClickMenu>
  );
}
