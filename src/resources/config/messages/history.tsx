/** The send history (`/message/list`): a toolbar button opening a drawer with the sends, newest first. */
import { Button, Drawer } from "antd";
import { HistoryOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { messages, type MessageSend } from "@contract/config/messages";
import { DrawerTable, compileScreen } from "@/resources/kit";

const history = compileScreen<MessageSend>("config/messages", {
  list: messages.history,
  fields: [
    { key: "createdTime", label: "sentTime", type: "dateTime" },
    { key: "title", width: 200 },
    { key: "target", label: "sendTarget", width: 110, render: (row) => <TargetText target={row.target} /> },
    { key: "targetDetail", width: 220, ellipsis: true },
    { key: "count", label: "sentCount", width: 100 },
  ],
});

function TargetText({ target }: { target: MessageSend["target"] }) {
  const { t } = useTranslation();
  return <>{t(`messages.send.targets.${target}`)}</>;
}

export function HistoryButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)} data-action="history">
        {t("messages.actions.history")}
      </Button>
      {open && (
        <Drawer open width="70%" title={t("messages.actions.history")} onClose={() => setOpen(false)} destroyOnHidden>
          <DrawerTable definition={history} filters={{}} testId="send-history" />
        </Drawer>
      )}
    </>
  );
}
