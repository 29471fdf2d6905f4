/**
 * The toolbar's saved views: a select to switch (own views, then the ones shared with everyone), and a menu to save
 * the list as a new view, update, rename, delete, make it the user's default; an administrator may share a view.
 * Hidden where the back end keeps no views. A shared view of someone else is read-only: only "set as my default".
 */
import { useState } from "react";
import { Button, Checkbox, Dropdown, Form, Input, Modal, Select, Space, Tag, type MenuProps } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { VIEW_NAME_MAX } from "./list-views-limits";
import type { ListViews } from "./use-list-views";

type Editing = { mode: "saveAs" | "rename"; name: string; shared: boolean } | null;

export function ListViewsControl({ views: control }: { views: ListViews }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const { views, activeId, canShare } = control;
  if (!views) return null;
  const active = views.find((view) => view.id === activeId) ?? null;
  const changeable = Boolean(active && (active.mine || (active.shared && canShare)));
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
      return true;
    } catch {
      return false; // the http client has shown the server's refusal
    } finally {
      setBusy(false);
    }
  };
  const items: MenuProps["items"] = [
    { key: "saveAs", label: t("common.views.saveAs") },
    { key: "update", label: t("common.views.update"), disabled: !changeable },
    { key: "rename", label: t("common.views.rename"), disabled: !changeable },
    { key: "delete", label: t("common.views.delete"), disabled: !changeable, danger: true },
    { type: "divider" },
    active?.isDefault
      ? { key: "clearDefault", label: t("common.views.clearDefault") }
      : { key: "setDefault", label: t("common.views.setDefault"), disabled: !active },
  ];
  const onMenu: MenuProps["onClick"] = ({ key }) => {
    if (key === "saveAs") setEditing({ mode: "saveAs", name: "", shared: false });
    else if (key === "rename" && active) setEditing({ mode: "rename", name: active.name, shared: active.shared });
    else if (key === "update") void run(control.update);
    else if (key === "setDefault") void run(() => control.setDefault(true));
    else if (key === "clearDefault") void run(() => control.setDefault(false));
    else if (key === "delete")
      notify.confirm({
        title: t("common.confirmTitle"),
        content: t("common.views.confirmDelete", { name: active?.name ?? "" }),
        onOk: () => run(control.remove),
      });
  };
  const submit = async () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name || [...name].length > VIEW_NAME_MAX) return;
    const done = await run(() =>
      editing.mode === "saveAs" ? control.saveAs(name, editing.shared) : control.rename(name, editing.shared),
    );
    if (done) setEditing(null);
  };
  const mine = views.filter((view) => view.mine);
  const others = views.filter((view) => !view.mine);
  const option = (view: (typeof views)[number]) => ({
    value: view.id,
    label: (
      <span data-view={view.name}>
        {view.name}
        {view.isDefault && <Tag style={{ marginInlineStart: 6 }}>{t("common.views.defaultTag")}</Tag>}
        {view.shared && view.mine && <Tag color="blue">{t("common.views.sharedTag")}</Tag>}
      </span>
    ),
  });
  const nameProblem =
    editing && editing.name.trim() === ""
      ? t("common.views.nameRequired")
      : editing && [...editing.name.trim()].length > VIEW_NAME_MAX
        ? t("common.views.nameTooLong", { max: VIEW_NAME_MAX })
        : null;
  return (
    <Space.Compact>
      <Select<string>
        data-testid="view-select"
        aria-label={t("common.views.label")}
        placeholder={t("common.views.placeholder")}
        style={{ minWidth: 160 }}
        allowClear
        value={activeId ?? undefined}
        onChange={(id) => control.select(id ?? null)}
        options={[
          ...(mine.length ? [{ label: t("common.views.mine"), options: mine.map(option) }] : []),
          ...(others.length ? [{ label: t("common.views.shared"), options: others.map(option) }] : []),
        ]}
        notFoundContent={t("common.views.none")}
      />
      <Dropdown menu={{ items, onClick: onMenu }} trigger={["click"]} disabled={busy}>
        <Button data-testid="view-menu" aria-label={t("common.views.menu")} icon={<DownOutlined />} />
      </Dropdown>
      <Modal
        open={editing !== null}
        title={t(editing?.mode === "rename" ? "common.views.rename" : "common.views.saveAs")}
        okText={t("common.actions.submit")}
        cancelText={t("common.actions.cancel")}
        onOk={() => void submit()}
        onCancel={() => setEditing(null)}
        okButtonProps={{ disabled: Boolean(nameProblem), loading: busy }}
        maskClosable={false}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => void submit()}>
          <Form.Item
            label={t("common.views.name")}
            required
            validateStatus={nameProblem && editing?.name ? "error" : undefined}
            help={editing?.name ? nameProblem : undefined}
          >
            <Input
              autoFocus
              data-testid="view-name"
              value={editing?.name ?? ""}
              maxLength={VIEW_NAME_MAX}
              showCount
              onChange={(e) => setEditing((prev) => (prev ? { ...prev, name: e.target.value } : prev))}
              onPressEnter={() => void submit()}
            />
          </Form.Item>
          {canShare && (
            <Checkbox
              data-testid="view-shared"
              checked={editing?.shared ?? false}
              onChange={(e) => setEditing((prev) => (prev ? { ...prev, shared: e.target.checked } : prev))}
            >
              {t("common.views.shareWithAll")}
            </Checkbox>
          )}
        </Form>
      </Modal>
    </Space.Compact>
  );
}
