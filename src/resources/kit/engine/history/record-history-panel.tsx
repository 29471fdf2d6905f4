/**
 * The History tab's body (kit part, its own chunk): a row's audit records newest first, ten to a page — each with its
 * action, when, who (the staff username, "System" for a job), from where (ip), the changed fields old → new as the
 * screen writes them (model.ts) and the reason given. Empty: "no changes recorded". A back end without the call shows
 * nothing (and the call is known absent for the tab's life); another failure says so in place, without a toast.
 */
import { useCustom, type BaseRecord } from "@refinedev/core";
import { Alert, Empty, List, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DictTag } from "@/components/dict-tag";
import { formatDateTime } from "@contract/date";
import { isAbsent } from "@/providers/http";
import { markAbsent } from "../absent-calls";
import { fieldLabelKeys } from "../labels";
import {
  actorText,
  historyChanges,
  historyValueText,
  HISTORY_ENDPOINT,
  type HistoryChange,
  type HistoryDefinition,
  type HistoryRecord,
} from "./model";

const PAGE_SIZE = 10;

export interface RecordHistoryProps<T> {
  /** The menu page (component key) whose list shows the row: the server reads that list's table, with `view` on it. */
  page: string;
  /** The screen's definition: its namespace (labels) and fields (dictionaries, money, dates). */
  definition: HistoryDefinition<T>;
  /** The row's id, as the list answers it (a string: never through Number()). */
  id: string;
}

interface HistoryPage {
  records?: HistoryRecord[];
  total?: number;
}

const blank = (value: unknown): boolean => value === null || value === undefined || value === "";

function ChangeValue<T>({ change, value }: { change: HistoryChange<T>; value: unknown }) {
  const field = change.field;
  if (field?.kind === "dict" && field.dict && !blank(value)) return <DictTag dict={field.dict} value={value} />;
  return <span>{historyValueText(field, value)}</span>;
}

function ChangeLine<T>({ namespace, change }: { namespace: string; change: HistoryChange<T> }) {
  const { t } = useTranslation();
  const { field } = change;
  const hasBefore = "before" in change;
  const hasAfter = "after" in change;
  return (
    <div data-testid="history-change" data-column={change.column} data-field={field?.key} style={{ lineHeight: 1.9 }}>
      {field ? (
        <Typography.Text>{t(fieldLabelKeys(namespace, field.label ?? field.key))}</Typography.Text>
      ) : (
        <Typography.Text type="secondary" code>
          {change.column}
        </Typography.Text>
      )}
      {": "}
      {hasBefore && (
        <Typography.Text type="secondary" data-side="before">
          <ChangeValue change={change} value={change.before} />
        </Typography.Text>
      )}
      {hasBefore && hasAfter && " → "}
      {hasAfter && (
        <span data-side="after">
          <ChangeValue change={change} value={change.after} />
        </span>
      )}
    </div>
  );
}

function RecordItem<T>({ record, definition }: { record: HistoryRecord; definition: HistoryDefinition<T> }) {
  const { t } = useTranslation();
  const changes = historyChanges(record, definition.columns);
  return (
    <List.Item data-testid="history-record" data-action={record.action} style={{ display: "block" }}>
      <Space wrap size={[12, 4]} style={{ marginBottom: 4 }}>
        <DictTag dict="auditAction" value={record.action} />
        <Typography.Text strong data-testid="history-time">
          {formatDateTime(record.createdTime)}
        </Typography.Text>
        <span data-testid="history-actor">{t("common.history.by", { name: actorText(record) })}</span>
        {record.ip && (
          <Typography.Text type="secondary" data-testid="history-ip">
            {t("common.history.ip", { ip: record.ip })}
          </Typography.Text>
        )}
      </Space>
      {changes.length ? (
        changes.map((change) => <ChangeLine key={change.column} namespace={definition.namespace} change={change} />)
      ) : (
        <Typography.Text type="secondary">{t("common.history.noFields")}</Typography.Text>
      )}
      {record.reason && (
        <div data-testid="history-reason" style={{ marginTop: 4 }}>
          {t("common.history.reason", { reason: record.reason })}
        </div>
      )}
    </List.Item>
  );
}

export default function RecordHistoryPanel<T>({ page, definition, id }: RecordHistoryProps<T>) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { query, result } = useCustom<BaseRecord>({
    url: HISTORY_ENDPOINT.path,
    method: "get",
    config: { query: { page, id, pageNumber: current, pageSize: PAGE_SIZE } },
    meta: { endpoint: HISTORY_ENDPOINT },
    errorNotification: false,
  });
  const absent = query.isError && isAbsent(query.error);
  useEffect(() => {
    if (absent) markAbsent(HISTORY_ENDPOINT.path);
  }, [absent]);
  if (absent) return null;
  if (query.isError)
    return <Alert type="warning" showIcon message={t("common.history.failed")} data-testid="history-failed" />;
  const answer = result.data as HistoryPage | undefined;
  const total = answer?.total ?? 0;
  return (
    <List<HistoryRecord>
      data-testid="record-history"
      size="small"
      loading={query.isFetching}
      dataSource={answer?.records ?? []}
      rowKey={(record) => String(record.id)}
      renderItem={(record) => <RecordItem record={record} definition={definition} />}
      locale={{
        // Said once the answer is in, not under the first load's spinner.
        emptyText: answer ? (
          <div data-testid="history-empty">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("common.history.empty")} />
          </div>
        ) : (
          <span />
        ),
      }}
      pagination={
        total > PAGE_SIZE
          ? { current, pageSize: PAGE_SIZE, total, size: "small", showSizeChanger: false, onChange: setCurrent }
          : false
      }
    />
  );
}
