/**
 * The header's bell (docs/inbox.md): the unread count on a badge; a click opens the newest messages. The count is
 * asked when the bell mounts and whenever the event stream is (back) up, then taken from each `inbox` event — no
 * polling while the stream is up; while it is not, at the to-do poll's pace. A back end without the inbox (X-Boot)
 * answers 404 to the first ask: the bell is left out, with nothing said. On a desktop the list is a popover under the
 * bell; on a phone (the bell is in its header too) a drawer dropping from the top. Its own lazy chunk (inbox-slot.tsx).
 */
import { Badge, Button, Drawer, Popover } from "antd";
import { BellOutlined } from "@ant-design/icons";
import { useSubscription, type LiveEvent } from "@refinedev/core";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { usePhone } from "@/lib/phone";
import { http } from "@/providers/http-instance";
import { INBOX_CHANNEL, useLiveStatus, useTodoPoll } from "@/providers/live";
import { createInboxStore } from "./inbox-store";
import { registerInboxTexts } from "./inbox-texts";
import { InboxList } from "./inbox-list";

registerInboxTexts();
const inbox = createInboxStore(http);

export default function InboxBell({ onAbsent }: { onAbsent?: () => void }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(inbox.subscribe, inbox.get);
  const [open, setOpen] = useState(false);
  const status = useLiveStatus();
  const poll = useTodoPoll();
  const phone = usePhone();
  // Refine subscribes once with the first callback: it must not depend on render state.
  const onLiveEvent = useCallback((event: LiveEvent) => inbox.hear(event.payload.unread), []);
  useSubscription({ channel: INBOX_CHANNEL, types: ["inbox"], onLiveEvent });
  useEffect(() => () => inbox.clear(), []);
  // Asked at once, and again each time the stream is (back) up: a count sent while it was down was missed.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current && status !== "live") return;
    asked.current = true;
    void inbox.refresh();
  }, [status]);
  useEffect(() => {
    if (!poll) return undefined;
    const timer = setInterval(() => void inbox.refresh(), poll);
    return () => clearInterval(timer);
  }, [poll]);
  // A back end without the inbox: the header gives the bell's room back.
  useEffect(() => {
    if (state.available === false) onAbsent?.();
  }, [state.available, onAbsent]);
  if (state.available !== true) return null;
  const label = state.unread ? t("inbox.bellUnread", { count: state.unread }) : t("inbox.bell");
  const list = (
    <InboxList store={inbox} client={http} heard={state.heard} onLeave={() => setOpen(false)} fill={phone} />
  );
  const button = (
    <Button
      type="text"
      style={{ color: "inherit" }}
      aria-label={label}
      title={label}
      data-testid="inbox-bell"
      icon={
        <Badge count={state.unread} size="small" overflowCount={99} style={{ boxShadow: "none" }}>
          <BellOutlined style={{ color: "inherit", fontSize: 16 }} data-unread={state.unread} />
        </Badge>
      }
      onClick={phone ? () => setOpen(true) : undefined}
    />
  );
  // A phone's header has no room beside the bell for a popover: the list drops down over the page instead.
  return phone ? (
    <>
      {button}
      <Drawer open={open} placement="top" height="auto" closable={false} onClose={() => setOpen(false)} destroyOnHidden>
        {list}
      </Drawer>
    </>
  ) : (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      content={list}
    >
      {button}
    </Popover>
  );
}
