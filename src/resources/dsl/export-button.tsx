/**
 * Export (SPEC §2.11, §9): the current page as CSV after the '温馨提示' confirmation with the row count; an empty list
 * warns 'No data to export'. Declared per screen (`export: { fileNameKey }`), guarded by 'output' in the list page.
 */
import { Button } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { exportRows } from "./export";
import type { ResourceDefinition } from "./types";

export function ExportButton<T>({ definition, rows }: { definition: ResourceDefinition<T>; rows: readonly T[] }) {
  const { t } = useTranslation();
  const onClick = () => {
    if (rows.length === 0) {
      notify.warning(t("common.export.empty"));
      return;
    }
    notify.confirm({
      title: t("common.confirmTitle"),
      content: t("common.export.confirm", { count: rows.length }),
      okText: t("common.actions.confirm"),
      cancelText: t("common.actions.cancel"),
      onOk: () =>
        exportRows(definition, rows, t(definition.export?.fileNameKey ?? `${definition.namespace}.export.fileName`)),
    });
  };
  return (
    <Button icon={<DownloadOutlined />} onClick={onClick} data-action="export" data-perm="output">
      {t("common.actions.export")}
    </Button>
  );
}
