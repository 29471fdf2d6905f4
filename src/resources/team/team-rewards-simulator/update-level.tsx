/** The update-level dialog: sets a member's simulated level (never its real one) and reloads the chain. */
import { teamRewardsSimulator } from "@contract/team/team-rewards-simulator";
import { Button, Form, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DictSelect } from "@/components/dict-select";
import { useCall, type ActionContext } from "@/resources/kit";
import type { ChainMember } from "@contract/team/team-rewards-simulator";

export function UpdateLevelAction({ row, context }: { row: ChainMember; context: ActionContext }) {
  const { t } = useTranslation();
  const call = useCall();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ level: string }>();
  const submit = async () => {
    const { level } = await form.validateFields();
    setSaving(true);
    const done = await call({
      endpoint: teamRewardsSimulator.setSimulatorTeamLevel,
      payload: { userId: row.memberId, level: Number(level) },
      onDone: context.reload,
    });
    setSaving(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button type="link" size="small" data-action="updateLevel" onClick={() => setOpen(true)}>
        {t("teamRewardsSimulator.actions.updateLevel")}
      </Button>
      {open && (
        <Modal
          open
          title={t("teamRewardsSimulator.updateLevel.title", { name: row.memberName || String(row.memberId) })}
          maskClosable={false}
          onCancel={() => setOpen(false)}
          footer={[
            <Button key="cancel" onClick={() => setOpen(false)}>
              {t("common.actions.cancel")}
            </Button>,
            <Button
              key="submit"
              type="primary"
              loading={saving}
              onClick={() => void submit()}
              data-action="form-submit"
            >
              {t("common.actions.submit")}
            </Button>,
          ]}
        >
          <Form form={form} layout="vertical" initialValues={{ level: String(row.level) }}>
            <Form.Item
              name="level"
              label={t("teamRewardsSimulator.fields.simulatedLevel")}
              rules={[{ required: true, message: t("teamRewardsSimulator.updateLevel.required") }]}
            >
              <DictSelect dict="teamLevel" data-testid="simulated-level" />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}
