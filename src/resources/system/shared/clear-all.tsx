/** 'Clear all' in a list's toolbar (logs, cache): the standard confirmation, then every entry is removed. */
import type { Call } from "@contract/calls";
import { Button } from "antd";
import { ClearOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useCall, type ToolbarItem, type ToolbarProps } from "@/resources/kit";

/** Texts: `<namespace>.actions.clearAll` (the button) and `<namespace>.confirm.clearAll` (the confirmation). */
export function clearAll<T>(target: Call<"post">, namespace: string): ToolbarItem<T> {
  function ClearAll({ context }: ToolbarProps<T>) {
    const { t } = useTranslation();
    const call = useCall();
    return (
      <Button
        danger
        icon={<ClearOutlined />}
        data-action="clear-all"
        onClick={() =>
          void call({
            endpoint: target,
            payload: {},
            confirm: { textKey: `${namespace}.confirm.clearAll` },
            successKey: "common.messages.deleted",
            onDone: context.reload,
          })
        }
      >
        {t(`${namespace}.actions.clearAll`)}
      </Button>
    );
  }
  return { key: "clearAll", permType: "delete", component: ClearAll };
}
