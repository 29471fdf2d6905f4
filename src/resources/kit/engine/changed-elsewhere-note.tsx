/** Said in a dialog whose row someone else has just changed (a review another reviewer has done); loaded when shown. */
import { Alert } from "antd";
import { useTranslation } from "react-i18next";

export default function ChangedElsewhereNote() {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-testid="changed-elsewhere"
      style={{ marginBottom: 12 }}
      message={t("common.live.reviewedElsewhere")}
    />
  );
}
