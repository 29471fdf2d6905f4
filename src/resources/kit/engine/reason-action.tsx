/**
 * A row action confirmed with a required reason (reject, deny, review): the 'Review prompt' modal (width 400) with a
 * textarea (counter, max length), Cancel and Confirm. An empty reason is refused with its message and no call; a
 * failed call keeps the modal open with the reason kept. A session that ends meanwhile (a 401, the server's lock)
 * keeps the typed reason like a kit form's values (src/lib/drafts.ts): back on the list after the login, the same
 * row's dialog opens again with it. Another reviewer's decision on the row while the dialog is open is said in it,
 * and, for a review decision, who else has a review dialog open on the row.
 */
import { Button, Input, Modal } from "antd";
import { Suspense, useRef, useState, type ComponentType } from "react";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { useTranslation } from "react-i18next";
import { usePathname } from "@/lib/route-hooks";
import { draftKey } from "@/lib/drafts";
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import { notify } from "@/lib/notify";
import { ConfirmFacts } from "./confirm-facts";
import type { ActionContext, ConfirmFact } from "./types";
import { useCall } from "./use-call";
import { useKeptDraft } from "./use-kept-draft";
import { useChangedElsewhere } from "./use-changed-elsewhere";
import { lazyPage } from "@/lib/chunk-timeout";
import { useRowPresence } from "@/providers/live";
import { ReviewingNote } from "./review-presence";

const ChangedElsewhere = lazyPage(() => import("./changed-elsewhere-note"));

export interface ReasonActionSpec<T> {
  key: string;
  /** Button text key (default common.actions.<key>). */
  labelKey?: string;
  endpoint: Endpoint;
  payload: (row: T, reason: string) => Params;
  /** Characters (SPEC §9: rejection reason 50). */
  max?: number;
  titleKey?: string;
  requiredKey?: string;
  successKey?: string;
  /** The textarea's placeholder key (default common.review.reasonPlaceholder) and accessible label key. */
  placeholderKey?: string;
  inputLabelKey?: string;
  /** A red button (default true: reject, deny); false for a neutral text such as a reply. */
  danger?: boolean;
  /** What the decision acts on, listed above the reason (a rejected withdrawal: member, amount, address). */
  facts?: (row: T) => readonly ConfirmFact[];
  /** A review decision: the open dialog holds its row and says who else is reviewing it. */
  review?: boolean;
}

export const REASON_MAX = 50;

export function reasonActionComponent<T>(spec: ReasonActionSpec<T>): ComponentType<{ row: T; context: ActionContext }> {
  return function ReasonAction({ row, context }) {
    const { t } = useTranslation();
    const call = useCall();
    const [open, setOpen] = useState(false);
    const [reason, setReason] = useState("");
    const [busy, setBusy] = useState(false);
    const box = useRef<TextAreaRef>(null);
    const pathname = usePathname();
    const rowId = (row as { id?: unknown }).id;
    const key = draftKey(pathname, "reason", spec.key, rowId);
    // Another reviewer's decision on this row while the dialog is open is said before the user confirms.
    const changedElsewhere = useChangedElsewhere(context.scope?.resource, rowId, open);
    // A review dialog open on the row tells the others, and says who else has one open on it.
    const holders = useRowPresence(context.scope?.page, rowId, open && spec.review === true);
    useKeptDraft({
      key,
      active: open,
      collect: () => (reason.trim() ? { reason } : null),
      restore: (values) => {
        if (typeof values.reason !== "string") return false;
        setReason(values.reason);
        setOpen(true);
        return true;
      },
    });
    const confirm = async () => {
      if (reason.trim() === "") {
        notify.error(t(spec.requiredKey ?? "common.review.reasonRequired"));
        return;
      }
      setBusy(true);
      const done = await call({
        endpoint: spec.endpoint,
        payload: spec.payload(row, reason.trim()),
        successKey: spec.successKey,
        onDone: context.reload,
      });
      setBusy(false);
      if (done) {
        setOpen(false);
        setReason("");
      }
    };
    return (
      <>
        <Button
          type="link"
          size="small"
          danger={spec.danger ?? true}
          onClick={() => setOpen(true)}
          data-action={spec.key}
        >
          {t(spec.labelKey ?? `common.actions.${spec.key}`)}
        </Button>
        {open && (
          <Modal
            open
            width={400}
            title={t(spec.titleKey ?? "common.review.title")}
            onCancel={() => setOpen(false)}
            onOk={confirm}
            confirmLoading={busy}
            okText={t("common.actions.confirm")}
            cancelText={t("common.actions.cancel")}
            maskClosable={false}
            // The reason box takes the focus once the dialog is shown (the dialog's own focus comes first).
            afterOpenChange={(opened) => {
              if (opened) box.current?.focus();
            }}
          >
            {changedElsewhere && (
              <Suspense fallback={null}>
                <ChangedElsewhere />
              </Suspense>
            )}
            {spec.review && <ReviewingNote holders={holders} />}
            {spec.facts && (
              <div style={{ marginBottom: 16 }}>
                <ConfirmFacts facts={spec.facts(row)} t={(keys) => t(keys)} />
              </div>
            )}
            <Input.TextArea
              ref={box}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              // Ctrl (⌘) + Enter confirms from the box: a review queue's reject never needs the mouse.
              onKeyDown={(event) => {
                if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void confirm();
              }}

              maxLength={spec.max ?? REASON_MAX}
              showCount
              rows={4}
              // Room for the counter under the box, which the footer otherwise overlaps.
              style={{ marginBottom: 16 }}
              placeholder={t(spec.placeholderKey ?? "common.review.reasonPlaceholder")}
              aria-label={t(spec.inputLabelKey ?? "common.review.reason")}
            />
          </Modal>
        )}
      </>
    );
  };
}
