/**
 * The review dialog of a finance record (recharge orders, money change records): the record's key facts, a remark
 * (required to reject), and Reject / Approve; beside them the record's History tab. Each decision is one call; a refused call (already reviewed by someone
 * else, balance spent) keeps the dialog open with the remark, and the server's message is shown.
 */
import { Button, Descriptions, Input, Modal } from "antd";
import { useRef, useState, type ComponentType, type ReactNode } from "react";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { useTranslation } from "react-i18next";
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import { notify } from "@/lib/notify";
import {
  ActionHistoryTabs,
  REASON_MAX,
  takeReviewIntent,
  useCall,
  type ActionContext,
  type ReviewIntent,
} from "@/resources/kit";

export interface ReviewDialogSpec<T> {
  /** i18n namespace of the screen (labels: `<ns>.fields.<key>`, then `fields.<key>`). */
  namespace: string;
  /** The facts shown: field key and its rendered value. */
  facts: (row: T) => readonly (readonly [string, ReactNode])[];
  approve: { endpoint: Endpoint; payload: (row: T, remark: string) => Params };
  reject: { endpoint: Endpoint; payload: (row: T, remark: string) => Params };
}

export function reviewDialog<T>(spec: ReviewDialogSpec<T>): ComponentType<{ row: T; context: ActionContext }> {
  return function ReviewDialog({ row, context }) {
    const { t, i18n } = useTranslation();
    const call = useCall();
    const [open, setOpen] = useState(false);
    const [remark, setRemark] = useState("");
    const [busy, setBusy] = useState<"approve" | "reject" | null>(null);
    // Opened from the review queue by A or R: the dialog starts at that decision (Enter approves; the remark box
    // takes the focus and Ctrl+Enter rejects). Opened by a click: neither.
    const [intent, setIntent] = useState<ReviewIntent | null>(null);
    const approveButton = useRef<HTMLButtonElement>(null);
    const remarkBox = useRef<TextAreaRef>(null);
    const label = (key: string) =>
      i18n.exists(`${spec.namespace}.fields.${key}`) ? t(`${spec.namespace}.fields.${key}`) : t(`fields.${key}`);
    const decide = async (decision: "approve" | "reject") => {
      const text = remark.trim();
      if (decision === "reject" && text === "") {
        notify.error(t("common.review.reasonRequired"));
        return;
      }
      setBusy(decision);
      const done = await call({
        endpoint: spec[decision].endpoint,
        payload: spec[decision].payload(row, text),
        onDone: context.reload,
      });
      setBusy(null);
      if (done) {
        setOpen(false);
        setRemark("");
      }
    };
    return (
      <>
        <Button
          type="link"
          size="small"
          onClick={() => {
            setIntent(takeReviewIntent());
            setOpen(true);
          }}
          data-action="review"
        >
          {t(`${spec.namespace}.actions.review`)}
        </Button>
        {open && (
          <Modal
            open
            width={520}
            title={t(`${spec.namespace}.review.title`)}
            onCancel={() => setOpen(false)}
            maskClosable={false}
            afterOpenChange={(opened) => {
              if (opened && intent === "approve") approveButton.current?.focus();
              if (opened && intent === "reject") remarkBox.current?.focus();
            }}
            footer={[
              <Button key="cancel" onClick={() => setOpen(false)}>
                {t("common.actions.cancel")}
              </Button>,
              <Button
                key="reject"
                danger
                loading={busy === "reject"}
                onClick={() => void decide("reject")}
                data-action="reject"
              >
                {t(`${spec.namespace}.review.reject`)}
              </Button>,
              <Button
                key="approve"
                ref={approveButton}
                type="primary"
                loading={busy === "approve"}
                onClick={() => void decide("approve")}
                data-action="approve"
              >
                {t(`${spec.namespace}.review.approve`)}
              </Button>,
            ]}
          >
            <ActionHistoryTabs context={context} id={(row as { id?: unknown }).id} label={t("review.itemTab")}>
              <Descriptions column={1} size="small" bordered>
                {spec.facts(row).map(([key, value]) => (
                  <Descriptions.Item key={key} label={label(key)}>
                    {value}
                  </Descriptions.Item>
                ))}
              </Descriptions>
              <Input.TextArea
                ref={remarkBox}
                style={{ marginTop: 16 }}
                value={remark}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && intent) void decide(intent);
                }}
                onChange={(event) => setRemark(event.target.value)}
                maxLength={REASON_MAX}
                showCount
                rows={3}
                placeholder={t(`${spec.namespace}.review.remarkPlaceholder`)}
                aria-label={t(`${spec.namespace}.review.remark`)}
              />
            </ActionHistoryTabs>
          </Modal>
        )}
      </>
    );
  };
}
