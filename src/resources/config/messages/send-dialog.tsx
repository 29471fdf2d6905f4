/**
 * The send dialog of a message template: to every member, the members of one level, or listed member IDs. The server
 * answers how many members received it; the toast says so. A refused send keeps the dialog open with what was typed.
 */
import { Button, Form, Input, Modal, Radio } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DictSelect } from "@/components/dict-select";
import { useCall, type ActionContext } from "@/resources/kit";
import { MAX_MEMBER_IDS, parseMemberIds, SEND_TARGETS, sendPayload, type SendValues } from "./send-targets";
import { messages, type MessageTemplate } from "@contract/config/messages";

function SendForm({
  template,
  onClose,
  onSent,
}: {
  template: MessageTemplate;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const call = useCall();
  const [form] = Form.useForm<SendValues>();
  const target = Form.useWatch("target", form);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    const done = await call({
      endpoint: messages.send,
      payload: sendPayload(template.id, values),
      successKey: "messages.send.sent",
      successValues: (result) => ({ count: (result as { count?: number } | null)?.count ?? 0 }),
    });
    setBusy(false);
    if (done) onSent();
  };
  const checkIds = async (_rule: unknown, value: unknown) => {
    const ids = parseMemberIds(String(value ?? ""));
    if (ids === null) throw new Error(t("messages.send.idsFormat"));
    if (ids.length === 0) throw new Error(t("messages.send.idsRequired"));
    if (ids.length > MAX_MEMBER_IDS) throw new Error(t("messages.send.idsTooMany", { max: MAX_MEMBER_IDS }));
  };
  return (
    <Modal
      open
      width={520}
      title={t("messages.send.title", { title: template.title })}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={busy}
      okText={t("messages.send.submit")}
      cancelText={t("common.actions.cancel")}
      maskClosable={false}
      data-testid="send-dialog"
    >
      <Form form={form} layout="vertical" initialValues={{ target: "all" }}>
        <Form.Item name="target" label={t("messages.send.target")}>
          <Radio.Group options={SEND_TARGETS.map((value) => ({ value, label: t(`messages.send.targets.${value}`) }))} />
        </Form.Item>
        {target === "level" && (
          <Form.Item
            name="level"
            label={t("fields.level")}
            rules={[{ required: true, message: t("messages.send.levelRequired") }]}
          >
            <DictSelect dict="teamLevel" />
          </Form.Item>
        )}
        {target === "ids" && (
          <Form.Item
            name="memberIds"
            label={t("messages.send.memberIds")}
            rules={[{ validator: checkIds }]}
            extra={t("messages.send.idsHelp")}
          >
            <Input.TextArea rows={4} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** The row action: 'Send' (permType add: a send creates message rows). */
export function SendAction({ row }: { row: MessageTemplate; context: ActionContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-action="send">
        {t("messages.actions.send")}
      </Button>
      {open && <SendForm template={row} onClose={() => setOpen(false)} onSent={() => setOpen(false)} />}
    </>
  );
}
