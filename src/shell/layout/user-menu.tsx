/**
 * Nickname and avatar (default person icon); Account Center, Change Password (the drawer), lock, Sign out. On a phone
 * it also holds what the header has no room for: the language and the theme settings.
 */
import { useGetIdentity, useLogout } from "@refinedev/core";
import { UserOutlined } from "@ant-design/icons";
import { useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import type { MenuProps } from "antd";
import { LANGUAGES } from "@/i18n/detect";
import { setLanguage } from "@/i18n";
import type { UserInfo } from "@/providers/auth-provider";
import { lockScreen } from "@/providers/session/lock";
import { passwordDrawer } from "@/providers/session/password-drawer-store";
import { ClickMenu } from "./click-menu";

/** The header controls a phone's header folds into the user menu. */
function phoneItems(t: (key: string) => string, current: string): NonNullable<MenuProps["items"]> {
  return [
    {
      type: "group",
      key: "language",
      label: t("phone.language"),
      children: LANGUAGES.map((lang) => ({
        key: `lang:${lang}`,
        label: t(`shell.languages.${lang}`),
        disabled: lang === current,
      })),
    },
    { key: "theme", label: t("phone.theme") },
    { type: "divider" },
  ];
}

export function UserMenu({
  onTheme,
}: {
  /** A phone: the language and theme settings are items here. */ onTheme?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useStableNavigate();
  const { data: user } = useGetIdentity<UserInfo>();
  const { mutate: logout } = useLogout();
  return (
    <ClickMenu
      menu={{
        items: [
          ...(onTheme ? phoneItems(t, i18n.language) : []),
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
          if (key === "theme") onTheme?.();
          if (key.startsWith("lang:")) {
            const lang = LANGUAGES.find((item) => `lang:${item}` === key);
            if (lang) void setLanguage(lang);
          }
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
