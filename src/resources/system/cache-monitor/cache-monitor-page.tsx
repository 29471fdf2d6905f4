/**
 * Cache monitor (SPEC §7.3): the key count and the memory as live line charts (a sample every 5 s, the last 20 kept)
 * and the cache's info as a table, each figure explained (the console's words for the keys it knows).
 */
import { cacheMonitor } from "@contract/system/cache-monitor";
import { Card, Col, Row, Table } from "antd";
import { useTranslation } from "react-i18next";
import { Chart } from "@/components/chart/chart";
import { useEndpointQuery } from "@/resources/kit";
import { useSamples, type Sample } from "./use-samples";

interface InfoRow {
  key: string;
  value: string;
  description: string;
}

function LiveChart({
  title,
  samples,
  unit,
}: {
  title: string;
  samples: readonly Sample[];
  unit: (n: number) => number;
}) {
  return (
    <Card title={title} size="small">
      <Chart
        kind="line"
        title={title}
        labels={samples.map((sample) => sample.time)}
        series={[{ name: title, values: samples.map((sample) => unit(sample.value)) }]}
        height={260}
      />
    </Card>
  );
}

const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export function CacheMonitorPage() {
  const { t, i18n } = useTranslation();
  const sizes = useSamples(cacheMonitor.getKeySize.path, "keySize");
  const memory = useSamples(cacheMonitor.getMemory.path, "memory");
  const info = useEndpointQuery<unknown>(cacheMonitor.info);
  const rows = (Array.isArray(info.data) ? info.data : []) as InfoRow[];
  const described = (row: InfoRow): string =>
    i18n.exists(`cacheMonitor.info.${row.key}`) ? t(`cacheMonitor.info.${row.key}`) : row.description;
  return (
    <div data-screen-page="cache-monitor" style={{ display: "grid", gap: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12} data-testid="cache-keys-chart">
          <LiveChart title={t("cacheMonitor.keys")} samples={sizes} unit={(n) => n} />
        </Col>
        <Col xs={24} xl={12} data-testid="cache-memory-chart">
          <LiveChart title={t("cacheMonitor.memory")} samples={memory} unit={kib} />
        </Col>
      </Row>
      <Card title={t("cacheMonitor.infoTitle")} size="small">
        <Table<InfoRow>
          data-testid="cache-info"
          rowKey="key"
          size="small"
          loading={info.isLoading}
          pagination={false}
          dataSource={rows}
          columns={[
            { key: "key", dataIndex: "key", title: t("cacheMonitor.columns.key"), width: 240 },
            { key: "value", dataIndex: "value", title: t("cacheMonitor.columns.value"), width: 260 },
            {
              key: "description",
              title: t("cacheMonitor.columns.description"),
              render: (_, row) => described(row),
            },
          ]}
        />
      </Card>
    </div>
  );
}
