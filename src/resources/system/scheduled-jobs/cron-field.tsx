/**
 * The cron input with its next run times under it, asked of the server (GET /xboot/quartzJob/nextRuns) 400 ms after
 * typing stops: the times, the server's reason for an invalid expression, or a line saying this back end offers no
 * preview. What is typed is always kept.
 */
import { scheduledJobs } from "@contract/system/scheduled-jobs";
import { Input, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Bound } from "@/resources/kit";
import { optionalCall, type OptionalAnswer } from "./optional-call";
import { NS } from "./types";

const DEBOUNCE_MS = 400;
const PREVIEW_COUNT = 5;

type Preview = { kind: "idle" } | { kind: "loading" } | OptionalAnswer<string[]>;

export function CronField({ id, value, onChange, disabled }: Bound & { disabled?: boolean }) {
  const { t } = useTranslation();
  const cron = typeof value === "string" ? value : "";
  const [preview, setPreview] = useState<Preview>({ kind: "idle" });
  useEffect(() => {
    if (!cron.trim()) {
      setPreview({ kind: "idle" });
      return;
    }
    let live = true;
    setPreview({ kind: "loading" });
    const timer = setTimeout(() => {
      void optionalCall<string[]>({
        style: "query",
        url: scheduledJobs.nextRuns.path,
        data: { cron: cron.trim(), count: PREVIEW_COUNT },
      }).then((answer) => live && setPreview(answer));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [cron]);
  return (
    <>
      <Input
        id={id}
        value={cron}
        disabled={disabled}
        maxLength={120}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={t(`${NS}.cronPlaceholder`)}
        spellCheck={false}
      />
      <div data-testid="cron-preview" data-state={preview.kind} aria-live="polite">
        <PreviewText preview={preview} />
      </div>
    </>
  );
}

function PreviewText({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  switch (preview.kind) {
    case "idle":
      return <Typography.Text type="secondary">{t(`${NS}.cronHelp`)}</Typography.Text>;
    case "loading":
      return <Typography.Text type="secondary">{t(`${NS}.nextRunsLoading`)}</Typography.Text>;
    case "missing":
      return <Typography.Text type="secondary">{t(`${NS}.nextRunsMissing`)}</Typography.Text>;
    case "refused":
      return <Typography.Text type="danger">{preview.message}</Typography.Text>;
    case "ok":
      return (
        <>
          <Typography.Text type="secondary">{t(`${NS}.nextRuns`, { count: preview.result.length })}</Typography.Text>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {preview.result.map((time) => (
              <li key={time}>{time}</li>
            ))}
          </ol>
        </>
      );
  }
}
