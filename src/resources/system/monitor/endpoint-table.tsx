/** Requests by endpoint since the server started, most requested first, with the last minute and the error rate. */
import { Card, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { EndpointStats } from "@contract/system/monitor";
import { byRequests, errorRate } from "./runtime";

export function EndpointTable({ endpoints }: { endpoints: readonly EndpointStats[] }) {
  const { t } = useTranslation();
  const rows = useMemo(() => byRequests(endpoints), [endpoints]);
  const rate = (row: EndpointStats) => errorRate(row.total);
  const columns: ColumnsType<EndpointStats> = [
    { key: "method", title: t("monitor.endpoints.method"), dataIndex: "method", width: 90 },
    {
      key: "endpoint",
      title: t("monitor.endpoints.endpoint"),
      dataIndex: "endpoint",
      render: (endpoint: string) => <Typography.Text code>{endpoint}</Typography.Text>,
    },
    {
      key: "requests",
      title: t("monitor.endpoints.requests"),
      width: 110,
      align: "right",
      render: (_, row) => row.total.count,
    },
    {
      key: "lastMinute",
      title: t("monitor.endpoints.lastMinute"),
      width: 110,
      align: "right",
      render: (_, row) => row.lastMinute.count,
    },
    {
      key: "errors",
      title: t("monitor.endpoints.errors"),
      width: 100,
      align: "right",
      render: (_, row) => row.total.errors,
    },
    {
      key: "errorRate",
      title: t("monitor.endpoints.errorRate"),
      width: 110,
      align: "right",
      render: (_, row) => (
        <Typography.Text type={rate(row) > 0 ? "danger" : undefined}>
          {t("monitor.units.percent", { value: rate(row) })}
        </Typography.Text>
      ),
    },
    {
      key: "meanMs",
      title: t("monitor.endpoints.meanMs"),
      width: 130,
      align: "right",
      render: (_, row) => row.total.meanMs,
    },
  ];
  return (
    <Card size="small" title={t("monitor.endpoints.title")}>
      <Table<EndpointStats>
        data-testid="monitor-endpoints"
        size="small"
        rowKey={(row) => `${row.method} ${row.endpoint}`}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </Card>
  );
}
