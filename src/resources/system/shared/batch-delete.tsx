/**
 * 'Delete selected' for a list's batch actions: the standard confirmation, the selected rows' ids as `{ids: "1,2"}`
 * (or another field and parameter, e.g. the cache's `{keys: "a,b"}`) in a form, a reload.
 */
import { Button } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { Call } from "@contract/calls";
import { useCall, type ToolbarItem, type ToolbarProps } from "@/resources/kit";
import { SHARED_NS } from "./texts";

/** Which field of the selected rows is sent, under which parameter. */
interface DeleteBy<T> {
  field: keyof T & string;
  param: string;
}

export function batchDelete<T extends { id: string }>(target: Call<"post">): ToolbarItem<T>;
export function batchDelete<T>(target: Call<"post">, by: DeleteBy<T>): ToolbarItem<T>;
export function batchDelete<T>(target: Call<"post">, by?: DeleteBy<T>): ToolbarItem<T> {
  const { field, param } = by ?? { field: "id", param: "ids" };
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
            endpoint: target,
            payload: { [param]: selected.map((row) => String((row as Record<string, unknown>)[field])).join(",") },
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
