/**
 * "Reveal" on a list whose back end masks members' personal data (docs/security.md, "Personal data"): for a user who
 * holds `reveal` (and so, not `sensitive`, sees the masked values), on a row showing one. It asks the reason (required,
 * at most REVEAL_REASON_MAX characters), asks the back end for the row's values (`POST /personal/reveal`, audited), and
 * shows them in the row for REVEAL_MS (reveal-store.ts). A back end without the call (404) says so once and the
 * action is no longer offered (absent-calls.ts).
 */
import { extras } from "@contract/console/extras";
import { Button, Input, Modal, Typography } from "antd";
import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { hasMaskedValue, revealRow } from "./reveal-store";
import type { ActionContext, RowAction } from "./types";
import { useCall } from "./use-call";

export const REVEAL_REASON_MAX = 200;

const isValues = (result: unknown): result is { values: Record<string, unknown> } =>
  typeof result === "object" &&
  result !== null &&
  typeof (result as { values?: unknown }).values === "object" &&
  (result as { values?: unknown }).values !== null;

/** The dialog asking the reason and the call; `namespace` keys the revealed rows, `path` is the list's call. */
export function revealComponent<T>(namespace: string, path: string): ComponentType<{ row: T; context: ActionContext }> {
  return function RevealAction({ row }) {
    const { t } = useTranslation();
    const call = useCall();
    const [open, setOpen] = useState(false);
    const [reason, setReason] = useState("");
    const [busy, setBusy] = useState(false);
    const id = (row as { id?: unknown }).id;
    const confirm = async () => {
      if (reason.trim() === "") {
        notify.error(t("personal.reasonRequired"));
        return;
      }
      setBusy(true);
      const done = await call({
        endpoint: extras.personalReveal,
        payload: { path, id: id as number, reason: reason.trim() },
        successKey: "personal.revealed",
        onResult: (result) => {
          if (isValues(result)) revealRow(namespace, id, result.values);
        },
      });
      setBusy(false);
      if (done) {
        setOpen(false);
        setReason("");
      }
    };
    return (
      <>
        <Button type="link" size="small" onClick={() => setOpen(true)} data-action="reveal">
          {t("personal.reveal")}
        </Button>
        {open && (
          <Modal
            open
            width={420}
            title={t("personal.revealTitle")}
            onCancel={() => setOpen(false)}
            onOk={confirm}
            confirmLoading={busy}
            okText={t("common.actions.confirm")}
            cancelText={t("common.actions.cancel")}
            maskClosable={false}
          >
            <Typography.Paragraph type="secondary">{t("personal.revealNote")}</Typography.Paragraph>
            <Input.TextArea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={REVEAL_REASON_MAX}
              showCount
              rows={3}
              style={{ marginBottom: 16 }}
              placeholder={t("personal.reasonPlaceholder")}
              aria-label={t("personal.reason")}
            />
          </Modal>
        )}
      </>
    );
  };
}

/** The row action: guarded by `reveal`, on rows showing a masked value, gone where the back end lacks the call. */
export function revealAction<T>(namespace: string, path: string): RowAction<T> {
  return {
    key: "reveal",
    permType: "reveal",
    endpoint: extras.personalReveal,
    visible: hasMaskedValue,
    component: revealComponent<T>(namespace, path),
  };
}
