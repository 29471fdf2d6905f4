/** The member list's toolbar parts: add test members in bulk (add), freeze / unfreeze the selected members (edit). */
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall, type ToolbarProps, ResourceForm } from "@/resources/kit";
import { BATCH_INSERT } from "./dialogs";
import { AccountStatus } from "./types";
import { userList, type MemberRow } from "@contract/members/user-list";

export function BatchInsertButton({ context }: ToolbarProps<MemberRow>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-action="batchInsert">
        {t("userList.actions.batchInsert")}
      </Button>
      {open && (
        <ResourceForm<MemberRow>
          namespace="userList"
          def={BATCH_INSERT}
          mode="add"
          onClose={() => setOpen(false)}
          onSaved={context.reload}
        />
      )}
    </>
  );
}

function freezeButton(status: 0 | 1, key: "freeze" | "unfreeze") {
  return function FreezeButton({ selected = [], context }: ToolbarProps<MemberRow>) {
    const { t } = useTranslation();
    const call = useCall();
    return (
      <Button
        danger={status === AccountStatus.frozen}
        disabled={selected.length === 0}
        data-action={key}
        onClick={() =>
          void call({
            endpoint: userList.freeze,
            payload: { ids: selected.map((row) => row.id), status },
            confirm: { textKey: `userList.confirm.${key}`, values: { count: selected.length } },
            onDone: context.reload,
          })
        }
      >
        {t(`userList.actions.${key}`, { count: selected.length })}
      </Button>
    );
  };
}

export const FreezeButton = freezeButton(AccountStatus.frozen, "freeze");
export const UnfreezeButton = freezeButton(AccountStatus.normal, "unfreeze");
