/**
 * Renders a declared FormDef in a drawer or a modal (antd Form): validation from the declared rules, Submit and
 * Cancel, the call, the success toast and the list reload. A failed save keeps the form open with every value
 * typed (the http client has already shown the server's message).
 */
import { Button, Drawer, Form, Modal, Space } from "antd";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePathname } from "@/lib/route-hooks";
import { draftKey } from "@/lib/drafts";
import { closeUnlessTyped } from "@/components/confirm-discard";
import type { FormDef, FormMode, FormValues } from "./form-types";
import { buildPayload, initialValues } from "./form-model";
import { FormItems } from "./form-items";
import { useCall } from "./use-call";
import { useKeptDraft } from "./use-kept-draft";
import { HistoryTabs } from "./history/record-history";
import type { HistoryDefinition } from "./history/model";

export interface ResourceFormProps<T> {
  namespace: string;
  def: FormDef<T>;
  mode: FormMode;
  row?: T;
  onClose: () => void;
  /** After a successful save (the list reloads). */
  onSaved: () => void;
  /** Editing a row of this page: a History tab beside the form (the list's fields name the changes). */
  history?: { page?: string; definition: HistoryDefinition<T> };
  /** What takes the focus once the dialog is shown: the submit button, or a field by key (a review queue's key). */
  startAt?: "submit" | string;
}

export function ResourceForm<T>({
  namespace,
  def,
  mode,
  row,
  onClose,
  onSaved,
  history,
  startAt,
}: ResourceFormProps<T>) {
  const { t } = useTranslation();
  const call = useCall();
  const [form] = Form.useForm<FormValues>();
  const submitButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const initial = useMemo(() => initialValues(def, mode, row), [def, mode, row]);
  // Every value, so visibleWhen / disabledWhen follow what is typed.
  const watched = Form.useWatch([], form) as FormValues | undefined;
  const values = watched ?? initial;

  // A session that ends while this form is open keeps what was typed; back here after the login, it is restored.
  const pathname = usePathname();
  const key = draftKey(pathname, namespace, mode, (row as { id?: unknown } | undefined)?.id);
  useKeptDraft({
    key,
    row,
    collect: () => (form.isFieldsTouched() ? (form.getFieldsValue(true) as FormValues) : null),
    restore: (values) => {
      form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
      return true;
    },
  });

  const submit = async () => {
    let typed: FormValues;
    try {
      typed = await form.validateFields();
    } catch {
      return;
    }
    const endpoint = def.endpoints[mode];
    if (!endpoint) return;
    const values = { ...form.getFieldsValue(true), ...typed } as FormValues;
    setBusy(true);
    const done = await call({
      endpoint,
      payload: buildPayload(def, values, mode, row),
      confirm: def.confirm?.(values, mode),
      successKey: def.successKey,
      onDone: onSaved,
    });
    setBusy(false);
    if (done) onClose();
  };

  const formBody = (
    <Form
      form={form}
      initialValues={initial}
      layout="horizontal"
      labelCol={{ flex: `${def.labelWidth ?? 120}px` }}
      labelWrap
      wrapperCol={{ flex: 1 }}
      style={{ marginTop: def.container === "modal" ? 24 : 0 }}
      data-testid="resource-form"
      onFinish={() => void submit()}
    >
      <FormItems namespace={namespace} fields={def.fields} values={values} mode={mode} />
      <button type="submit" hidden aria-hidden />
    </Form>
  );
  const body =
    mode === "edit" && history && row ? (
      <HistoryTabs
        page={history.page}
        definition={history.definition}
        id={(row as { id?: unknown }).id}
        label={t(def.titleKeys.edit)}
      >
        {formBody}
      </HistoryTabs>
    ) : (
      formBody
    );
  const title = t(def.titleKeys[mode]);
  const footer = (
    <Space>
      <Button onClick={onClose} data-action="form-cancel">
        {t("common.actions.cancel")}
      </Button>
      <Button type="primary" ref={submitButton} loading={busy} onClick={() => void submit()} data-action="form-submit">
        {t("common.actions.submit")}
      </Button>
    </Space>
  );
  // A stray click on the mask must not lose what was typed, unless the form says so. Esc and the close icon close an
  // untouched form at once and ask before dropping what was typed.
  const maskClosable = def.maskClosable ?? false;
  const focusStart = (opened: boolean) => {
    if (!opened || !startAt) return;
    if (startAt === "submit") submitButton.current?.focus();
    else form.focusField(startAt);
  };
  const dismiss = () => closeUnlessTyped(form.isFieldsTouched(), onClose);
  if (def.container === "modal") {
    return (
      <Modal
        open
        title={title}
        width={def.width}
        maskClosable={maskClosable}
        onCancel={dismiss}
        footer={footer}
        destroyOnHidden
        afterOpenChange={focusStart}
      >
        {body}
      </Modal>
    );
  }
  return (
    <Drawer
      open
      title={title}
      width={def.width}
      maskClosable={maskClosable}
      onClose={dismiss}
      footer={<div style={{ textAlign: "right" }}>{footer}</div>}
      destroyOnHidden
      afterOpenChange={focusStart}
    >
      {body}
    </Drawer>
  );
}
