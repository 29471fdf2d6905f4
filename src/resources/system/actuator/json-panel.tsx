/** One actuator answer: the call as an operator would curl it, refresh and copy, and the JSON in a <pre>. */
import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Space, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useJsonCall } from "./use-json-call";

export function JsonPanel({ path, testId }: { path: string; testId: string }) {
  const { t } = useTranslation();
  const { call, reload } = useJsonCall(path);
  const json = call.kind === "ready" ? JSON.stringify(call.body, null, 2) : "";
  const curl = `curl -H 'accessToken: ${t("actuator.tokenPlaceholder")}' ${window.location.origin}/admin-api${path}`;
  return (
    <section data-testid={testId} aria-label={path} style={{ display: "grid", gap: 8 }}>
      <Space wrap>
        <Button icon={<ReloadOutlined />} onClick={reload} loading={call.kind === "loading"} data-action="refresh">
          {t("actuator.refresh")}
        </Button>
        {call.kind === "ready" && <Typography.Text copyable={{ text: json }}>{t("actuator.copy")}</Typography.Text>}
        <Typography.Text code>{curl}</Typography.Text>
      </Space>
      {call.kind === "loading" && <Spin />}
      {call.kind === "unavailable" && <Alert type="info" showIcon message={t("actuator.unavailable", { path })} />}
      {call.kind === "failed" && (
        <Alert type="warning" showIcon message={t("actuator.failed", { message: call.message })} />
      )}
      {call.kind === "ready" && (
        <pre
          data-testid={`${testId}-json`}
          tabIndex={0}
          style={{
            margin: 0,
            padding: 12,
            maxHeight: 480,
            overflow: "auto",
            background: "rgba(0, 0, 0, 0.04)",
            borderRadius: 6,
          }}
        >
          {json}
        </pre>
      )}
    </section>
  );
}
