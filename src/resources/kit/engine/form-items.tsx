/**
 * The fields of a declared form as antd Form items: titled sections, nested values (dotted keys) and repeating
 * groups (`list`: one card per item, Add and Remove). Labels, rules, visibility and disabled state from form-model.
 */
import { Button, Card, Divider, Form } from "antd";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { FormField, FormMode, FormValues } from "./form-types";
import { buildRules, fieldLabelKey, isDisabled, isVisible, namePath } from "./form-model";
import { FormFieldControl } from "./form-fields";

interface Props {
  namespace: string;
  fields: readonly FormField[];
  values: FormValues;
  mode: FormMode;
  /** Inside a list item: the item's index in the list. */
  parent?: number;
  /** Every field disabled (a settings page seen without 'edit'). */
  readOnly?: boolean;
}

export function FormItems({ namespace, fields, values, mode, parent, readOnly = false }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field, index) => {
        if (!isVisible(field, values, mode)) return null;
        const label = t(fieldLabelKey(namespace, field));
        const name = parent === undefined ? namePath(field.key) : [parent, ...namePath(field.key)];
        const section =
          field.section && field.section !== fields[index - 1]?.section ? (
            <Divider orientation="left" plain>
              {t([`${namespace}.sections.${field.section}`, `common.sections.${field.section}`])}
            </Divider>
          ) : null;
        if (field.kind === "list") {
          return (
            <Fragment key={field.key}>
              {section}
              <Form.List name={name}>
                {(items, { add, remove }) => (
                  <div data-testid={`list-${field.key}`}>
                    {items.map((item) => (
                      <Card
                        key={item.key}
                        size="small"
                        style={{ marginBottom: 12 }}
                        extra={
                          <Button
                            type="text"
                            danger
                            icon={<MinusCircleOutlined />}
                            aria-label={t("common.actions.delete")}
                            onClick={() => remove(item.name)}
                          />
                        }
                      >
                        <FormItems
                          namespace={namespace}
                          fields={field.itemFields ?? []}
                          values={values}
                          mode={mode}
                          parent={item.name}
                          readOnly={readOnly}
                        />
                      </Card>
                    ))}
                    <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add()}>
                      {label}
                    </Button>
                  </div>
                )}
              </Form.List>
            </Fragment>
          );
        }
        return (
          <Fragment key={field.key}>
            {section}
            <Form.Item
              name={name}
              label={label}
              rules={buildRules(field, label, t)}
              required={field.rules?.required}
              dependencies={field.rules?.dependsOn?.map(namePath)}
              extra={field.helpKey ? t(field.helpKey) : undefined}
            >
              <FormFieldControl field={field} label={label} disabled={readOnly || isDisabled(field, values, mode)} />
            </Form.Item>
          </Fragment>
        );
      })}
    </>
  );
}
