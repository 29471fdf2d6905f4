/**
 * The team partner-level configuration drawer (SPEC §2.7): add or edit, width 700, draggable by its title, the
 * mask does not close it. Submit validates, saves through POST /myTeam/configSave, toasts, closes and reloads;
 * a failed save keeps the drawer and every typed value.
 */
import { teamConfig } from "@contract/team/team-config";
import { Button, Drawer, Form, Space } from "antd";
import { DragOutlined } from "@ant-design/icons";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "@/resources/kit";
import { buildConfigPayload, toFormValues, type ConfigFormValues, type ConfigMode } from "./config-form";
import { ConfigFields } from "./config-fields";
import type { TeamConfig } from "@contract/team/team-config";
import { useDragOffset } from "./use-drag-offset";

export const CONFIG_DRAWER_WIDTH = 700;

interface Props {
  mode: ConfigMode;
  config?: TeamConfig;
  onClose: () => void;
  onSaved: () => void;
}

export function ConfigDrawer({ mode, config, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const call = useCall();
  const [form] = Form.useForm<ConfigFormValues>();
  const [busy, setBusy] = useState(false);
  const initial = useMemo(() => toFormValues(config), [config]);
  const { offset, onMouseDown } = useDragOffset(CONFIG_DRAWER_WIDTH);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    const values = { ...initial, ...form.getFieldsValue(true) } as ConfigFormValues;
    const done = await call({
      endpoint: teamConfig.configSave,
      payload: buildConfigPayload(values, mode, config),
      onDone: onSaved,
    });
    setBusy(false);
    if (done) onClose();
  };

  const title = (
    <div
      onMouseDown={onMouseDown}
      style={{ cursor: "move", userSelect: "none" }}
      title={t("teamConfig.drawer.dragHint")}
      data-testid="drag-handle"
    >
      <DragOutlined style={{ marginRight: 8 }} />
      {t(mode === "add" ? "teamConfig.drawer.addTitle" : "teamConfig.drawer.editTitle")}
    </div>
  );
  const footer = (
    <Space style={{ display: "flex", justifyContent: "flex-end" }}>
      <Button onClick={onClose} data-action="drawer-cancel">
        {t("common.actions.cancel")}
      </Button>
      <Button type="primary" loading={busy} onClick={() => void submit()} data-action="drawer-submit">
        {t("common.actions.submit")}
      </Button>
    </Space>
  );
  return (
    <Drawer
      open
      title={title}
      width={CONFIG_DRAWER_WIDTH}
      maskClosable={false}
      onClose={onClose}
      destroyOnHidden
      footer={footer}
      data-testid="config-drawer"
      drawerRender={(node) => (
        <div style={{ height: "100%", transform: `translateX(${offset}px)` }} data-testid="drag-panel">
          {node}
        </div>
      )}
    >
      <Form form={form} initialValues={initial} layout="vertical" onFinish={() => void submit()}>
        <ConfigFields />
      </Form>
    </Drawer>
  );
}
