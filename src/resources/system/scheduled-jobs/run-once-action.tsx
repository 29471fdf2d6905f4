/**
 * 'Run once': after a confirmation, the job runs now on the server (paused or not) and its outcome is shown; the
 * list is read again so the last run shows. A back end without the call gets a message saying so, once: the action is
 * then no longer offered in the tab (the kit's absent calls).
 */
import { scheduledJobs } from "@contract/system/scheduled-jobs";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { isKnownAbsent, markAbsent, useAbsentCalls, type ActionContext } from "@/resources/kit";
import { classTitle } from "./class-title";
import { optionalCall } from "./optional-call";
import { NS } from "./types";
import type { QuartzJob } from "@contract/system/scheduled-jobs";

const RUN_ONCE = scheduledJobs.runOnce.path;

export function RunOnceAction({ row, context }: { row: QuartzJob; context: ActionContext }) {
  const { t } = useTranslation();
  useAbsentCalls();
  const run = async () => {
    const answer = await optionalCall<{ message: string }>({ style: "form", url: RUN_ONCE, data: { id: row.id } });
    if (answer.kind === "ok") notify.success(t(`${NS}.runOnceDone`, { message: answer.result.message }));
    else if (answer.kind === "missing") {
      notify.warning(t(`${NS}.runOnceMissing`));
      markAbsent(RUN_ONCE);
    } else notify.error(answer.message);
    context.reload();
  };
  if (isKnownAbsent(RUN_ONCE)) return null;
  return (
    <Button
      type="link"
      size="small"
      data-action="runOnce"
      onClick={() =>
        notify.confirm({
          title: t("common.confirmTitle"),
          content: t(`${NS}.confirm.runOnce`, { name: classTitle(row.jobClassName, row.jobClassTitle) }),
          okText: t("common.actions.confirm"),
          cancelText: t("common.actions.cancel"),
          onOk: run,
        })
      }
    >
      {t(`${NS}.actions.runOnce`)}
    </Button>
  );
}
