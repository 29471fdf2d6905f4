/**
 * A settings form page (kit part): one object read from `settings.load` and edited in place with the screen's edit
 * form — Save (permType edit) and Reset to the loaded values. Without `edit` the form is read-only and has no Save.
 * `settings.aside` shows beside the form with the values as typed (e.g. a QR code of a URL).
 */
import { useDataProvider, useResourceParams, type BaseRecord } from "@refinedev/core";
import { Button, Card, Col, Form, Row, Space, Spin } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FormValues } from "./form-types";
import { buildPayload } from "./form-model";
import { FormItems } from "./form-items";
import type { ResourceDefinition } from "./types";
import { useCall } from "./use-call";
import { useForbiddenPage } from "./use-forbidden-page";
import { usePermissions } from "./use-permissions";

export function SettingsPage<T extends BaseRecord>({ definition }: { definition: ResourceDefinition<T> }) {
  const { t } = useTranslation();
  const { identifier } = useResourceParams();
  const { has } = usePermissions(identifier);
  const dataProvider = useDataProvider();
  const call = useCall();
  const [form] = Form.useForm<FormValues>();
  const [loaded, setLoaded] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const watched = Form.useWatch([], form) as FormValues | undefined;
  const def = definition.forms?.edit;
  const fill = useCallback((row: T) => form.setFieldsValue(row as Parameters<typeof form.setFieldsValue>[0]), [form]);
  const load = definition.settings?.load;

  const toForbidden = useForbiddenPage();
  const reload = useCallback(async () => {
    if (!load) return;
    let refused = false;
    const answer = await dataProvider()
      .custom?.({ url: load.path, method: load.style === "query" ? "get" : "post", meta: { endpoint: load } })
      .catch((error: unknown) => {
        refused = toForbidden(error);
        return null;
      });
    if (refused) return;
    const row = (answer?.data ?? {}) as T;
    setLoaded(row);
    fill(row);
  }, [dataProvider, fill, load, toForbidden]);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (!def) return null;
  const editable = has("edit");
  const save = async () => {
    const typed = await form.validateFields().catch(() => null);
    const endpoint = def.endpoints.edit;
    if (!typed || !endpoint || !loaded) return;
    setBusy(true);
    const payload = buildPayload(def, { ...form.getFieldsValue(true), ...typed }, "edit", loaded);
    const done = await call({ endpoint, payload, successKey: def.successKey });
    setBusy(false);
    if (done) await reload();
  };
  const Aside = definition.settings?.aside;
  return (
    <Card data-testid={`settings-${definition.namespace}`} data-settings data-guards="edit">
      <Spin spinning={loaded === null}>
        <Row gutter={32}>
          <Col xs={24} lg={Aside ? 14 : 18}>
            <Form
              form={form}
              layout="horizontal"
              labelCol={{ flex: `${def.labelWidth ?? 140}px` }}
              labelWrap
              wrapperCol={{ flex: 1 }}
              disabled={!editable}
              data-testid="settings-form"
              onFinish={() => void save()}
            >
              <FormItems
                namespace={definition.namespace}
                fields={def.fields}
                values={watched ?? {}}
                mode="edit"
                readOnly={!editable}
              />
              {editable && (
                <Form.Item label=" " colon={false}>
                  <Space>
                    <Button
                      type="primary"
                      htmlType="submit"
                      loading={busy}
                      data-action="settings-save"
                      data-perm="edit"
                    >
                      {t("common.actions.save")}
                    </Button>
                    <Button onClick={() => loaded && fill(loaded)} data-action="settings-reset">
                      {t("common.actions.reset")}
                    </Button>
                  </Space>
                </Form.Item>
              )}
            </Form>
          </Col>
          {Aside && (
            <Col xs={24} lg={10}>
              <Aside values={watched ?? {}} />
            </Col>
          )}
        </Row>
      </Spin>
    </Card>
  );
}
