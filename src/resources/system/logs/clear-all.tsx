/** 'Clear all' in the logs toolbar: the standard confirmation, then every entry is removed. */
import { Button } from "antd";
import { ClearOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { ToolbarProps } from "../../dsl/types";
import { useCall } from "../../dsl/use-call";

export function ClearAll<T>({ context }: ToolbarProps<T>) {
  const { t } = useTranslation();
  const call = useCall();
  return (
    <Button
      danger
      icon={<ClearOutlined />}
      data-action="clear-all"
      onClick={() =>
        void call({
          endpoint: { path: "/xboot/log/delAll", style: "form" },
          payload: {},
          confirm: { textKey: "logs.confirm.clearAll" },
          successKey: "common.messages.deleted",
          onDone: context.reload,
        })
      }
    >
      {t("logs.actions.clearAll")}
    </Button>
  );
}
