/**
 * The bell's list: the newest messages first, the unread ones bold, each with when it came (relative, the exact time
 * on hover) and, when its page is in the reader's menu, a link there. Opening a message marks it read; "Mark all as
 * read" marks every one. Read again whenever a new count is heard while it is open.
 */
import { Button, List, Typography } from "antd";
import { useEffect, useState, type CSSProperties } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@contract/date";
import { useMenu } from "@/providers/session/menu-store";
import { fetchMessages, type InboxClient, type InboxMessage } from "./inbox-api";
import type { InboxStore } from "./inbox-store";
import { linkRoute, messageText, relativeTime } from "./inbox-text";

/** The newest this many are listed. */
export const INBOX_PAGE_SIZE = 20;

const ENTRY: CSSProperties = {
  display: "flex",
  flexDirection: "column",
  gap: 2,
  width: "100%",
  padding: 0,
  border: 0,
  background: "none",
  textAlign: "left",
  color: "inherit",
  cursor: "pointer",
  font: "inherit",
};

interface Props {
  store: InboxStore;
  client: InboxClient;
  /** The live counts heard so far: a change reads the list again. */
  heard: number;
  /** A link was followed: the popover closes. */
  onLeave: () => void;
  /** The whole width of its container (a phone's drawer), not a popover's. */
  fill?: boolean;
}

export function InboxList({ store, client, heard, onLeave, fill = false }: Props) {
  const { t, i18n } = useTranslation();
  const { pages } = useMenu();
  const [messages, setMessages] = useState<InboxMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    fetchMessages(client, INBOX_PAGE_SIZE).then(
      (list) => current && (setMessages(list), setFailed(false)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [client, heard]);
  const markShown = (ids: readonly string[] | "all") =>
    setMessages((list) => list?.map((m) => (ids === "all" || ids.includes(m.id) ? { ...m, read: true } : m)) ?? null);
  const opened = (message: InboxMessage, leaving: boolean) => {
    if (!message.read) void store.read([message.id]).catch(() => undefined);
    markShown([message.id]);
    if (leaving) onLeave();
  };
  const now = Date.now();
  return (
    <div style={{ width: fill ? "100%" : "min(380px, calc(100vw - 24px))" }} data-testid="inbox-list">
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Typography.Text strong>{t("inbox.title")}</Typography.Text>
        <Button
          type="link"
          size="small"
          disabled={!messages?.some((message) => !message.read)}
          onClick={() =>
            void store.read("all").then(
              () => markShown("all"),
              () => undefined,
            )
          }
          data-testid="inbox-mark-all"
        >
          {t("inbox.markAll")}
        </Button>
      </div>
      {failed ? (
        <Typography.Text type="secondary">{t("inbox.failed")}</Typography.Text>
      ) : (
        <List
          size="small"
          loading={messages === null}
          dataSource={messages ?? []}
          locale={{ emptyText: t("inbox.empty") }}
          style={{ maxHeight: 420, overflowY: "auto" }}
          renderItem={(message) => {
            const route = linkRoute(message.link, pages);
            const body = (
              <>
                <span style={{ fontWeight: message.read ? 400 : 600 }}>{messageText(message, t)}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} title={formatDateTime(message.createdTime)}>
                  {relativeTime(message.createdTime, now, i18n.language)}
                </Typography.Text>
              </>
            );
            return (
              <List.Item data-inbox-message={message.id} data-unread={message.read ? undefined : ""}>
                {route ? (
                  <Link to={route} style={ENTRY} onClick={() => opened(message, true)}>
                    {body}
                  </Link>
                ) : (
                  <button type="button" style={ENTRY} onClick={() => opened(message, false)}>
                    {body}
                  </button>
                )}
              </List.Item>
            );
          }}
        />
      )}
    </div>
  );
}
