/** The on-demand toast and confirmation host (lazy; see lib/notify): antd's hook APIs inside the theme and locale. */
import { message, Modal } from "antd";
import { useEffect } from "react";
import { registerFeedbackApi } from "@/lib/notify";

export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => registerFeedbackApi({ message: messageApi, modal: modalApi }), [messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
