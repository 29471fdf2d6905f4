/**
 * Runtime monitor / actuator: health, info and metrics of the server as the raw JSON an operator would curl
 * (Spring Actuator's shapes, docs/decisions/system.md); a metric's detail is picked from the server's names.
 */
import { Select, Space, Tabs, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { JsonPanel } from "./json-panel";
import { useJsonCall } from "./use-json-call";

export const ACTUATOR_PATH = "/xboot/actuator";
const PREFERRED_METRIC = "http.server.requests";

function namesOf(body: unknown): string[] {
  // Actuator's own body ({names}, X-Boot) or the same inside an envelope's result (a back end that wraps it).
  const record = body && typeof body === "object" ? (body as { result?: unknown; names?: unknown }) : undefined;
  const result = record && "names" in record ? record : record?.result;
  const names = result && typeof result === "object" ? (result as { names?: unknown }).names : undefined;
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === "string") : [];
}

function Metrics() {
  const { t } = useTranslation();
  const { call } = useJsonCall(`${ACTUATOR_PATH}/metrics`);
  const names = call.kind === "ready" ? namesOf(call.body) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const name = chosen ?? (names.includes(PREFERRED_METRIC) ? PREFERRED_METRIC : (names[0] ?? null));
  return (
    <div style={{ display: "grid", gap: 24 }}>
      <JsonPanel path={`${ACTUATOR_PATH}/metrics`} testId="actuator-metrics" />
      {name && (
        <div style={{ display: "grid", gap: 8 }}>
          <Space>
            <Typography.Text id="actuator-metric-label">{t("actuator.metric")}</Typography.Text>
            <Select
              aria-labelledby="actuator-metric-label"
              style={{ minWidth: 260 }}
              value={name}
              onChange={setChosen}
              options={names.map((value) => ({ value, label: value }))}
              data-testid="actuator-metric-select"
            />
          </Space>
          <JsonPanel
            key={name}
            path={`${ACTUATOR_PATH}/metrics/${encodeURIComponent(name)}`}
            testId="actuator-metric"
          />
        </div>
      )}
    </div>
  );
}

export function ActuatorPage() {
  const { t } = useTranslation();
  return (
    <div data-screen-page="actuator">
      <Tabs
        items={[
          {
            key: "health",
            label: t("actuator.tabs.health"),
            children: <JsonPanel path={`${ACTUATOR_PATH}/health`} testId="actuator-health" />,
          },
          {
            key: "info",
            label: t("actuator.tabs.info"),
            children: <JsonPanel path={`${ACTUATOR_PATH}/info`} testId="actuator-info" />,
          },
          { key: "metrics", label: t("actuator.tabs.metrics"), children: <Metrics /> },
        ]}
      />
    </div>
  );
}
