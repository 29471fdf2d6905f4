/** The fields of the team-config drawer (SPEC §2.7, §5): level, rates, upgrade conditions, text and status. */
import { Col, Divider, Form, Input, Row, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { DictSelect } from "@/components/dict-select";
import { NumericInput } from "@/components/numeric-input";
import { numericRule } from "@/components/numeric-rules";
import { fieldLabelKeys } from "@/resources/kit";
import { CONDITION_TEXT_MAX, LEVEL_NAME_MAX, NUMBER_MAX_LENGTH, RATE_FIELDS, isCoFounder } from "./config-form";

export const LEVEL_DICT = "teamLevel";
const label = (key: string) => fieldLabelKeys("teamConfig", key);

function NumberField({
  name,
  disabled,
  help,
  integer,
}: {
  name: string;
  disabled?: boolean;
  help?: string;
  integer?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Col span={12}>
      <Form.Item name={name} label={t(label(name))} extra={help} rules={[numericRule({ integer }, t(label(name)), t)]}>
        <NumericInput id={name} maxLength={NUMBER_MAX_LENGTH} integer={integer} disabled={disabled} />
      </Form.Item>
    </Col>
  );
}

export function ConfigFields() {
  const { t } = useTranslation();
  const level = Form.useWatch<string | undefined>("level");
  const coFounder = isCoFounder(level);
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="levelName"
            label={t(label("levelName"))}
            rules={[{ required: true, whitespace: true, message: t("teamConfig.drawer.levelNameRequired") }]}
          >
            <Input
              id="levelName"
              maxLength={LEVEL_NAME_MAX}
              allowClear
              showCount
              placeholder={t("common.placeholder.inputField", { label: t(label("levelName")) })}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="level"
            label={t(label("level"))}
            rules={[{ required: true, message: t("teamConfig.drawer.levelRequired") }]}
          >
            <DictSelect id="level" dict={LEVEL_DICT} allowClear />
          </Form.Item>
        </Col>
        {RATE_FIELDS.map((name) =>
          name === "globalProfitRate" ? (
            <NumberField
              key={name}
              name={name}
              disabled={!coFounder}
              help={t("teamConfig.drawer.globalProfitRateHelp")}
            />
          ) : (
            <NumberField key={name} name={name} />
          ),
        )}
      </Row>
      <Divider orientation="left">{t("teamConfig.drawer.upgradeSection")}</Divider>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="directLevel" label={t(label("directLevel"))}>
            <DictSelect id="directLevel" dict={LEVEL_DICT} allowClear />
          </Form.Item>
        </Col>
        <NumberField name="directLevelCount" integer />
        <NumberField name="teamAssets" />
        <NumberField name="userAssets" />
        <NumberField name="smallRegionAssets" />
        <Col span={12}>
          <Form.Item name="realnameAuth" label={t(label("realnameAuth"))} valuePropName="checked">
            <Switch id="realnameAuth" checkedChildren={t("common.yes")} unCheckedChildren={t("common.no")} />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left">{t("teamConfig.drawer.otherSection")}</Divider>
      <Form.Item name="upgradeConditionShow" label={t(label("upgradeConditionShow"))}>
        <Input.TextArea
          id="upgradeConditionShow"
          rows={4}
          maxLength={CONDITION_TEXT_MAX}
          showCount
          placeholder={t("teamConfig.drawer.conditionTextPlaceholder")}
        />
      </Form.Item>
      <Form.Item name="status" label={t(label("status"))} valuePropName="checked">
        <Switch
          id="status"
          checkedChildren={t("teamConfig.status.on")}
          unCheckedChildren={t("teamConfig.status.off")}
        />
      </Form.Item>
    </>
  );
}
