/** 'Delete selected' for a list's batch actions: the standard confirmation, `{ids: "1,2"}` as a form, a reload. */
import { Button } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { ToolbarItem, ToolbarProps } from "../../dsl/types";
import { useCall } from "../../dsl/use-call";
import { SHARED_NS } from "./texts";

export function batchDelete<T extends { id: number }>(path: string): ToolbarItem<T> {
  function DeleteSelected({ selected = [], context }: ToolbarProps<T>) {
    const { t } = useTranslation();
    const call = useCall();
    return (
      <Button
        danger
        icon={<DeleteOutlined />}
        disabled={!selected.length}
        data-action="delete-selected"
        onClick={() =>
          void call({
            endpoint: { path, style: "form" },
            payload: { ids: selected.map((row) => row.id).join(",") },
            confirm: { textKey: `${SHARED_NS}.deleteSelectedConfirm`, values: { count: selected.length } },
            successKey: "common.messages.deleted",
            onDone: context.reload,
          })
        }
      >
        {t(`${SHARED_NS}.deleteSelected`)}
      </Button>
    );
  }
  return { key: "deleteSelected", permType: "delete", component: DeleteSelected };
}
