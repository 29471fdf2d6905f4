/** Reject: the 'Review prompt' modal (width 400) with a required reason of at most 50 characters. */
import { Button, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { useCall } from "@/resources/dsl/use-call";
import type { ActionContext } from "@/resources/dsl/types";
import { WithdrawStatus, type WithdrawOrder } from "./types";

export const REJECT_REASON_MAX = 50;

export function RejectAction({ row, context }: { row: WithdrawOrder; context: ActionContext }) {
  const { t } = useTranslation();
  const call = useCall();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (reason.trim() === "") {
      notify.error(t("withdrawOrders.reviewModal.reasonRequired"));
      return;
    }
    setBusy(true);
    const done = await call({
      endpoint: { path: "/wallet/member-withdraw/withdraw/review", style: "body" },
      payload: { id: row.id, status: WithdrawStatus.rejected, remark: reason.trim() },
      onDone: context.reload,
    });
    setBusy(false);
    // On failure the modal stays open with the reason kept.
    if (done) {
      setOpen(false);
      setReason("");
    }
  };
  return (
    <>
      <Button type="link" size="small" danger onClick={() => setOpen(true)} data-action="reject">
        {t("withdrawOrders.actions.reject")}
      </Button>
      {open && (
        <Modal open width={400} title={t("withdrawOrders.reviewModal.title")} onCancel={() => setOpen(false)} onOk={confirm} confirmLoading={busy} okText={t("common.actions.confirm")} cancelText={t("common.actions.cancel")} maskClosable={false}>
          <Input.TextArea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REJECT_REASON_MAX}
            showCount
            rows={4}
            placeholder={t("withdrawOrders.reviewModal.reasonPlaceholder")}
            aria-label={t("withdrawOrders.reviewModal.reason")}
          />
        </Modal>
      )}
    </>
  );
}
