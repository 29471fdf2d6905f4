/**
 * Batch review (kit part): "Approve selected" / "Reject selected" over the selected rows. A confirmation names the
 * count and the total amount per currency (reject: one required reason, at most 50 characters, for all rows); the rows
 * are then reviewed one after another through the row's own review call (batch-run.ts), and a result dialog lists
 * each row: done, waiting for a second staff user, or refused with the server's reason. Closing it reloads the list.
 */
import { useDataProvider } from "@refinedev/core";
import { Alert, Button, Input, Modal, Progress, Table, Tag } from "antd";
import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import { formatMoney } from "@contract/money";
import { notify } from "@/lib/notify";
import { REASON_MAX } from "./reason-action";
import { runPerRow, type RowResult } from "./batch-run";
import type { ToolbarProps } from "./types";

export interface BatchReviewSpec<T> {
  /** What names a row in the results (its order number). */
  label: (row: T) => string;
  /** The row's amount and currency, summed per currency in the confirmation. */
  amount: (row: T) => { value: unknown; currency: string };
  approve: { endpoint: Endpoint; payload: (row: T) => Params };
  reject: { endpoint: Endpoint; payload: (row: T, reason: string) => Params };
  /** Rows awaiting review, where the selection may hold others (another batch action's rows). */
  reviewable?: (row: T) => boolean;
}

export type Decision = "approve" | "reject";

/** '1,234.50 USDT; 300.00 RMB': the selected amounts summed per currency, in the order they first appear. */
export function totalsText<T>(rows: readonly T[], amount: BatchReviewSpec<T>["amount"]): string {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const { value, currency } = amount(row);
    const n = Number(value);
    sums.set(currency, (sums.get(currency) ?? 0) + (Number.isFinite(n) ? Math.round(n * 100) : 0));
  }
  return [...sums].map(([currency, cents]) => `${formatMoney(cents / 100)} ${currency}`.trim()).join("; ");
}

const COLOURS = { done: "green", pending: "orange", refused: "red" } as const;

export function batchReviewComponent<T>(spec: BatchReviewSpec<T>, decision: Decision): ComponentType<ToolbarProps<T>> {
  return function BatchReview({ selected = [], context }) {
    const { t } = useTranslation();
    const dataProvider = useDataProvider();
    const [open, setOpen] = useState(false);
    const [reason, setReason] = useState("");
    const [done, setDone] = useState<number | null>(null);
    const [results, setResults] = useState<RowResult<T>[] | null>(null);
    const [rows, setRows] = useState<readonly T[]>([]);
    const start = () => {
      if (spec.reviewable && !selected.every(spec.reviewable)) {
        notify.error(t("common.batchReview.onlyPending"));
        return;
      }
      setRows(selected);
      setReason("");
      setDone(null);
      setResults(null);
      setOpen(true);
    };
    const run = async () => {
      const text = reason.trim();
      if (decision === "reject" && text === "") {
        notify.error(t("common.review.reasonRequired"));
        return;
      }
      setDone(0);
      const found = await runPerRow(
        rows,
        async (row) => {
          // quiet: each refusal is listed in the result dialog, not toasted one by one.
          const endpoint = { ...spec[decision].endpoint, quiet: true };
          const payload = decision === "approve" ? spec.approve.payload(row) : spec.reject.payload(row, text);
          const answer = await dataProvider().custom?.({
            url: endpoint.path,
            method: "post",
            payload,
            meta: { endpoint },
          });
          return answer?.data;
        },
        setDone,
      );
      setResults(found);
    };
    const close = () => {
      setOpen(false);
      if (results) context.reload();
    };
    const count = rows.length;
    const tally = (state: keyof typeof COLOURS) => results?.filter((r) => r.outcome.state === state).length ?? 0;
    const running = done !== null && !results;
    return (
      <>
        <Button
          danger={decision === "reject"}
          disabled={selected.length === 0}
          onClick={start}
          data-action={`batch-${decision}`}
        >
          {t(`common.batchReview.${decision}`)}
          {selected.length > 0 ? ` (${selected.length})` : ""}
        </Button>
        {open && (
          <Modal
            open
            width={results ? 720 : 480}
            title={t(results ? "common.batchReview.resultTitle" : `common.batchReview.${decision}`)}
            maskClosable={false}
            closable={!running}
            onCancel={close}
            data-testid={`batch-review-${decision}`}
            footer={
              results
                ? [
                    <Button key="close" type="primary" onClick={close}>
                      {t("common.actions.close")}
                    </Button>,
                  ]
                : [
                    <Button key="cancel" disabled={running} onClick={close}>
                      {t("common.actions.cancel")}
                    </Button>,
                    <Button
                      key="ok"
                      type="primary"
                      danger={decision === "reject"}
                      loading={running}
                      onClick={() => void run()}
                    >
                      {t("common.actions.confirm")}
                    </Button>,
                  ]
            }
          >
            {results ? (
              <>
                <Alert
                  type={tally("refused") > 0 ? "warning" : "success"}
                  message={t("common.batchReview.summary", {
                    done: tally("done"),
                    pending: tally("pending"),
                    refused: tally("refused"),
                  })}
                  style={{ marginBottom: 12 }}
                />
                <Table<RowResult<T>>
                  size="small"
                  pagination={false}
                  rowKey={(result) => spec.label(result.row)}
                  dataSource={results}
                  data-testid="batch-review-results"
                  columns={[
                    { key: "record", title: t("common.batchReview.record"), render: (_, r) => spec.label(r.row) },
                    {
                      key: "outcome",
                      title: t("common.batchReview.outcome"),
                      render: (_, r) => (
                        <Tag color={COLOURS[r.outcome.state]} data-outcome={r.outcome.state}>
                          {t(`common.batchReview.${r.outcome.state}`)}
                        </Tag>
                      ),
                    },
                    {
                      key: "reason",
                      title: t("common.batchReview.reason"),
                      render: (_, r) => (r.outcome.state === "refused" ? r.outcome.reason : "--"),
                    },
                  ]}
                />
              </>
            ) : (
              <>
                <p>
                  {t(`common.batchReview.${decision === "approve" ? "confirmApprove" : "confirmReject"}`, { count })}
                </p>
                <p data-testid="batch-review-total">
                  {t("common.batchReview.total", { total: totalsText(rows, spec.amount) })}
                </p>
                {decision === "reject" && (
                  <Input.TextArea
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    maxLength={REASON_MAX}
                    showCount
                    rows={3}
                    disabled={running}
                    placeholder={t("common.review.reasonPlaceholder")}
                    aria-label={t("common.review.reason")}
                  />
                )}
                {running && (
                  <Progress
                    percent={Math.round(((done ?? 0) / Math.max(count, 1)) * 100)}
                    format={() => t("common.batchReview.running", { done, count })}
                  />
                )}
              </>
            )}
          </Modal>
        )}
      </>
    );
  };
}
