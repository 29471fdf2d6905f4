/** The quiet bar over a list whose rows others changed: "N rows changed — Refresh" (loaded once it first shows). */
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";

export default function LiveChangesBar({ count, onRefresh }: { count: number; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      data-testid="live-changes"
      style={{ marginBottom: 12 }}
      message={t(count === 1 ? "common.live.oneRowChanged" : "common.live.rowsChanged", { count })}
      action={
        <Button type="link" size="small" onClick={onRefresh}>
          {t("common.actions.refresh")}
        </Button>
      }
    />
  );
}
