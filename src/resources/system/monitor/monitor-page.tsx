/**
 * System monitor: the server's real runtime as cards (uptime, CPU, memory, event loop, database, requests),
 * live charts over the last 20 samples and the requests by endpoint. A back end without the call gets a clear
 * "does not provide runtime metrics" page, not a spinner.
 */
import { Alert, Result } from "antd";
import dayjs from "dayjs";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { StatCards, type StatItem } from "@/components/stat-cards";
import { DATE_TIME_FORMAT } from "@contract/date";
import { durationParts, formatBytes } from "@/lib/units";
import { EndpointTable } from "./endpoint-table";
import type { RuntimeSample } from "@contract/system/monitor";
import { errorRate } from "./runtime";
import { RuntimeCharts } from "./runtime-charts";
import { useForbiddenPage } from "@/resources/kit";
import { loadRuntimeSample, useRuntimeSamples } from "./use-runtime-samples";

const CARD_KEYS = ["uptime", "cpu", "rss", "heap", "eventLoop", "database", "requests", "errorRate"] as const;

function cardsOf(sample: RuntimeSample | null, t: TFunction): StatItem[] {
  const ms = (value: number) => t("monitor.units.ms", { value });
  const pair = (first: string | null, second: string | null) =>
    first && second ? t("monitor.units.pair", { first, second }) : null;
  const database = sample?.database;
  const values: Record<(typeof CARD_KEYS)[number], string | null> = {
    uptime: sample ? t("monitor.units.uptime", { ...durationParts(sample.uptimeSeconds) }) : null,
    cpu: sample ? t("monitor.units.percent", { value: sample.cpu.percent }) : null,
    rss: formatBytes(sample?.memory.rss),
    heap: pair(formatBytes(sample?.memory.heapUsed), formatBytes(sample?.memory.heapTotal)),
    eventLoop: sample?.eventLoop ? pair(ms(sample.eventLoop.p50Ms), ms(sample.eventLoop.p99Ms)) : null,
    database: formatBytes(database?.sizeBytes),
    requests: sample ? String(sample.requests.lastMinute.count) : null,
    errorRate: sample ? t("monitor.units.percent", { value: errorRate(sample.requests.lastMinute) }) : null,
  };
  return CARD_KEYS.map((key) => ({
    key,
    kind: "text",
    value: values[key],
    label:
      key === "database"
        ? t("monitor.cards.database", {
            kind: database?.kind ?? "",
            state: database ? t(`monitor.database.${database.reachable ? "reachable" : "unreachable"}`) : "",
          })
        : t(`monitor.cards.${key}`),
  }));
}

export function MonitorPage() {
  const { t } = useTranslation();
  const { state, paused } = useRuntimeSamples(loadRuntimeSample, useForbiddenPage());
  if (state.kind === "unavailable" || state.kind === "failed") {
    return (
      <div data-screen-page="monitor" data-testid={`monitor-${state.kind}`}>
        <Result
          status={state.kind === "unavailable" ? "info" : "warning"}
          title={t(`monitor.${state.kind}.title`)}
          subTitle={t(`monitor.${state.kind}.subTitle`)}
        />
      </div>
    );
  }
  const sample = state.kind === "live" ? state.sample : null;
  const notice = paused ? "paused" : state.kind === "live" && state.stale ? "stale" : "live";
  return (
    <div data-screen-page="monitor" style={{ display: "grid", gap: 16 }}>
      <Alert
        data-testid="monitor-status"
        type={notice === "live" ? "info" : "warning"}
        showIcon
        message={t(`monitor.${notice}`)}
        description={
          sample &&
          t("monitor.runtime", {
            node: sample.node,
            cores: sample.cpu.cores,
            startedAt: dayjs(sample.startedAt).format(DATE_TIME_FORMAT),
          })
        }
      />
      <StatCards items={cardsOf(sample, t)} loading={!sample} />
      {state.kind === "live" && (
        <>
          <RuntimeCharts points={state.points} />
          <EndpointTable endpoints={state.sample.requests.endpoints} />
        </>
      )}
    </div>
  );
}
