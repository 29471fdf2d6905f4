/**
 * Export. Withdrawals (SPEC §2.11, §9): the current page as CSV after the '温馨提示' confirmation with the row count
 * ('共需导出 N 条数据，确认导出吗？' / 'Total rows to export: N, confirm export?', the spec's words in every export).
 * Every other list (`scope: "all"`, the default; docs/decisions/lists.md "Export"): all rows matching the current filters,
 * written by the server and read as a stream (or, on a back end without the route, read page by page through the
 * list call) with a progress bar and Cancel, at most EXPORT_CAP rows (a larger total is refused before it starts).
 * An empty list warns 'No data to export'. Guarded by 'output' in the list page.
 */
import { useDataProvider, useResourceParams, type CrudFilter, type CrudSort } from "@refinedev/core";
import { Button, Modal, Progress } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { csvFileName, downloadBlob } from "@/lib/csv";
import { csvExport } from "@/providers/csv-export-instance";
import { listRequestOf } from "@/providers/list-reader";
import { ConfirmBody } from "./confirm-facts";
import { exportColumns, exportRows } from "./export";
import { EXPORT_CAP, EXPORT_PAGE_SIZE, readAllRows, type PageReader } from "./export-all";
import { exportAllFile } from "./export-stream";
import type { ResourceDefinition } from "./types";

interface ExportButtonProps<T> {
  definition: ResourceDefinition<T>;
  rows: readonly T[];
  /** The list's current filters and sorters: an export of all rows reads with them. */
  filters?: CrudFilter[];
  sorters?: CrudSort[];
}

export function ExportButton<T>({ definition, rows, filters, sorters }: ExportButtonProps<T>) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const { identifier } = useResourceParams();
  const [progress, setProgress] = useState<{ fetched: number; total: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const fileName = () => t(definition.export?.fileNameKey ?? `${definition.namespace}.export.fileName`);
  const confirm = (content: ReactNode, onOk: () => unknown) =>
    notify.confirm({
      title: t("common.confirmTitle"),
      content,
      okText: t("common.actions.confirm"),
      cancelText: t("common.actions.cancel"),
      onOk,
    });

  // Cancel stops the stream at once, or the pages between two (readAllRows checks the signal).
  const readPage: PageReader<T> = async (page, pageSize) => {
    const paged = definition.paging !== false;
    const answer = await dataProvider().getList<T & Record<string, unknown>>({
      resource: identifier ?? definition.namespace,
      pagination: paged ? { currentPage: page, pageSize } : { mode: "off" },
      filters,
      sorters,
      meta: { endpoint: definition.endpoints.list },
    });
    const served = (answer as { currentPage?: unknown }).currentPage;
    return { data: answer.data, total: answer.total, ...(typeof served === "number" ? { currentPage: served } : {}) };
  };

  const exportAll = async () => {
    const first = await readPage(1, EXPORT_PAGE_SIZE).catch(() => null);
    if (!first) return; // the client has shown the failure
    if (first.total === 0 || first.data.length === 0) {
      notify.warning(t("common.export.empty"));
      return;
    }
    if (first.total > EXPORT_CAP) {
      notify.warning(t("common.export.overCap", { count: first.total, cap: EXPORT_CAP }));
      return;
    }
    // The spec's question with the count, and a second line: every matching row, not only the page on screen.
    const body = (
      <ConfirmBody
        text={t("common.export.confirm", { count: first.total })}
        detail={t("common.export.allRows")}
        t={(key) => t(key)}
      />
    );
    confirm(body, async () => {
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ fetched: 0, total: first.total });
      const fileNameNow = csvFileName(fileName());
      try {
        const file = await exportAllFile({
          columns: await exportColumns(definition),
          request: { ...listRequestOf(definition.endpoints.list, filters, sorters), fileName: fileNameNow },
          csvExport,
          total: first.total,
          signal: abort.signal,
          readAll: (onProgress) => readAllRows(readPage, first, { signal: abort.signal, onProgress }),
          onProgress: (fetched, total) => setProgress({ fetched: Math.min(fetched, total), total }),
        });
        if (!abort.signal.aborted) downloadBlob(fileNameNow, file);
      } catch {
        // A cancel ends quietly; a refusal or a failed page has been shown by the client.
      } finally {
        controller.current = null;
        setProgress(null);
      }
    });
  };

  const onClick = () => {
    if (definition.export?.scope !== "page") {
      void exportAll();
      return;
    }
    if (rows.length === 0) {
      notify.warning(t("common.export.empty"));
      return;
    }
    const body = <ConfirmBody text={t("common.export.confirm", { count: rows.length })} t={(key) => t(key)} />;
    confirm(body, () => exportRows(definition, rows, fileName()));
  };
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        onClick={onClick}
        loading={progress !== null}
        data-action="export"
        data-perm="output"
      >
        {t("common.actions.export")}
      </Button>
      {progress && (
        <Modal
          open
          title={t("common.export.title")}
          closable={false}
          maskClosable={false}
          data-testid="export-progress"
          footer={
            <Button onClick={() => controller.current?.abort()} data-action="export-cancel">
              {t("common.actions.cancel")}
            </Button>
          }
        >
          <Progress percent={Math.floor((progress.fetched / Math.max(progress.total, 1)) * 100)} />
          <p>{t("common.export.progress", progress)}</p>
        </Modal>
      )}
    </>
  );
}
