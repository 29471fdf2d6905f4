/**
 * Own messages. The spec leaves the content open and the contract has no staff-message call, so this is the
 * empty state the list would show.
 */
import { Empty } from "antd";
import { useTranslation } from "react-i18next";

export function MessagesTab() {
  const { t } = useTranslation();
  return (
    <Empty
      data-testid="messages-empty"
      description={
        <>
          <div>{t("ownspace.messages.empty")}</div>
          <div style={{ fontSize: 12 }}>{t("ownspace.messages.hint")}</div>
        </>
      }
    />
  );
}
