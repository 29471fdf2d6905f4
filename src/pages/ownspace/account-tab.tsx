/** Own account: username, roles, department, created time (read only). */
import { Descriptions, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { UserInfo } from "@/providers/auth-provider";

export function AccountTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const empty = t("common.empty");
  return (
    <Descriptions
      column={1}
      bordered
      style={{ maxWidth: 600 }}
      data-testid="account-info"
      items={[
        { key: "username", label: t("ownspace.fields.username"), children: user.username },
        {
          key: "roles",
          label: t("ownspace.fields.roles"),
          children: user.roles?.length ? (
            <Space wrap>
              {user.roles.map((role) => (
                <Tag key={role.name} color="blue">
                  {role.description || role.name}
                </Tag>
              ))}
            </Space>
          ) : (
            empty
          ),
        },
        { key: "department", label: t("ownspace.fields.department"), children: user.departmentTitle || empty },
        { key: "createTime", label: t("ownspace.fields.createTime"), children: user.createTime || empty },
      ]}
    />
  );
}
