/**
 * The member row's 'More' menu (permType edit): update level, phone and real name (declared dialogs), force offline,
 * clear the SMS counter, disable or enable the invite code (each confirmed first).
 */
import { Button, Dropdown } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall, type ActionContext, ResourceForm } from "@/resources/kit";
import { DIALOGS, type DialogKey } from "./dialogs";
import { userList, type MemberRow } from "@contract/members/user-list";

type CallKey = "offline" | "clearSms" | "inviteCode";

export function MoreActions({ row, context }: { row: MemberRow; context: ActionContext }) {
  const { t } = useTranslation();
  const call = useCall();
  const [dialog, setDialog] = useState<DialogKey | null>(null);
  const inviteKey = row.inviteCodeDisabled ? "enableInviteCode" : "disableInviteCode";
  const calls: Record<CallKey, () => void> = {
    offline: () =>
      void call({
        endpoint: userList.offline,
        payload: { id: row.id },
        confirm: { textKey: "userList.confirm.offline", values: { name: row.realName } },
        onDone: context.reload,
      }),
    clearSms: () =>
      void call({
        endpoint: userList.clearSms,
        payload: { id: row.id },
        confirm: { textKey: "userList.confirm.clearSms", values: { name: row.realName, count: row.smsCount } },
        onDone: context.reload,
      }),
    inviteCode: () =>
      void call({
        endpoint: userList.inviteCode,
        payload: { id: row.id, disabled: row.inviteCodeDisabled ? 0 : 1 },
        confirm: { textKey: `userList.confirm.${inviteKey}`, values: { code: row.inviteCode ?? "" } },
        onDone: context.reload,
      }),
  };
  const items = [
    ...(Object.keys(DIALOGS) as DialogKey[]).map((key) => ({ key, label: t(`userList.actions.${key}`) })),
    { type: "divider" as const },
    { key: "offline", label: t("userList.actions.offline") },
    { key: "clearSms", label: t("userList.actions.clearSms") },
    { key: "inviteCode", label: t(`userList.actions.${inviteKey}`), danger: !row.inviteCodeDisabled },
  ];
  return (
    <>
      <Dropdown
        trigger={["click"]}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key in DIALOGS) setDialog(key as DialogKey);
            else calls[key as CallKey]();
          },
        }}
      >
        <Button type="link" size="small" data-action="more">
          {t("userList.actions.more")} <DownOutlined />
        </Button>
      </Dropdown>
      {dialog && (
        <ResourceForm<MemberRow>
          namespace="userList"
          def={DIALOGS[dialog]}
          mode="edit"
          row={row}
          onClose={() => setDialog(null)}
          onSaved={context.reload}
        />
      )}
    </>
  );
}
