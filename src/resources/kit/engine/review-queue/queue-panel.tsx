/**
 * The review queue's panel: the item in hand with what its decision acts on (the approve confirmation's facts, the
 * screen's `queue.context`), its review actions (the row actions marked `review`, each with its own confirmation or
 * reason), and the ways on: skip, back, stop. Keys: A approves, R rejects, N or J skips, K goes back, Esc stops, ?
 * lists them; only while the focus is in the panel and not in a field. While an item is shown the panel holds it
 * (presence), so the others' lists say who is reviewing it. Beside the item, its History tab.
 */
import { Alert, Button, Drawer, Empty, Space, Spin, Tag, Typography } from "antd";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { usePhone } from "@/lib/phone";
import type { Params } from "@/providers/http";
import { useRowPresence } from "@/providers/live";
import { renderCell } from "../cells";
import { ConfirmFacts } from "../confirm-facts";
import { HistoryTabs } from "../history/record-history";
import { fieldLabelKeys } from "../labels";
import { clickAction, isShortcut } from "../keys";
import { ReviewingNote } from "../review-presence";
import { confirmOf, declaredActions, RowActions } from "../row-actions";
import type { ConfirmFact, ListScope, QueueSpec, ResourceDefinition } from "../types";
import type { Has } from "../use-permissions";
import { askReviewIntent, type ReviewIntent } from "./intent";
import { QUEUE_KEYS } from "./queue-values";
import { useQueueSession, type QueueItem } from "./use-queue-session";

interface Props<T> {
  definition: ResourceDefinition<T> & { queue: QueueSpec<T> };
  has: Has;
  scope: ListScope;
  filters: Params;
  rows: readonly T[];
  onClose: () => void;
  onHelp: () => void;
}

function LeftTag({ left }: { left: number }) {
  const { t } = useTranslation();
  return <Tag data-testid="queue-left">{left >= 1000 ? t("review.leftMany") : t("review.left", { count: left })}</Tag>;
}

/**
 * What a decision acts on when its review declares no facts of its own (a real-name application): the row's fields as
 * its list shows them, in the confirmation's table.
 */
function rowFacts<T>(definition: ResourceDefinition<T>, row: T): ConfirmFact[] {
  const queueKeys: readonly string[] = Object.values(QUEUE_KEYS);
  return definition.columns
    .filter((column) => column.kind !== "index" && !queueKeys.includes(column.key))
    .map((column) => ({
      key: column.key,
      labelKey: fieldLabelKeys(definition.namespace, column.label ?? column.key),
      value: renderCell(column, row),
    }));
}

function ItemBody<T>({
  definition,
  has,
  scope,
  item,
  onDecided,
}: Pick<Props<T>, "definition" | "has" | "scope"> & {
  item: QueueItem<T>;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const holders = useRowPresence(scope.page, item.id, true);
  const review = useMemo(
    () => ({ ...definition, rowActions: declaredActions(definition).filter((action) => action.review) }),
    [definition],
  );
  const approve = review.rowActions.find((action) => action.confirm);
  const facts = approve ? confirmOf(approve, item.row)?.facts : undefined;
  const Context = definition.queue.context;
  // The item's own History beside it (docs/audit-trail.md), where the back end keeps the page's history.
  return (
    <div data-testid="queue-item" data-id={item.id}>
      <HistoryTabs page={scope.page} definition={definition} id={item.id} label={t("review.itemTab")}>
        <ReviewingNote holders={holders} />
        <ConfirmFacts facts={facts ?? rowFacts(definition, item.row)} t={(keys) => t(keys)} />
        <Space style={{ margin: "16px 0" }} data-testid="queue-actions">
          <RowActions definition={review} row={item.row} has={has} context={{ reload: onDecided, scope }} />
        </Space>
        {Context && <Context row={item.row} />}
      </HistoryTabs>
    </div>
  );
}

/**
 * A decision by key: the item's approve or reject action, or, where one dialog holds both (a recharge's review), that
 * dialog opened at the decision (intent.ts).
 */
function decide(actions: Element | null, intent: ReviewIntent): boolean {
  if (clickAction(actions, intent)) return true;
  askReviewIntent(intent);
  if (clickAction(actions, "review")) return true;
  askReviewIntent(null);
  return false;
}

export default function QueuePanel<T>({ definition, has, scope, filters, rows, onClose, onHelp }: Props<T>) {
  const { t } = useTranslation();
  const phone = usePhone();
  const body = useRef<HTMLDivElement>(null);
  const session = useQueueSession<T>({
    queue: definition.queue.name,
    filters,
    rowKey: definition.rowKey,
    rows,
    pending: definition.queue.pending,
    since: definition.queue.since,
  });
  const { state } = session;
  const itemId = state.status === "item" ? state.item.id : state.status;
  const stop = () => {
    session.leave();
    onClose();
  };
  const keys = useRef({ session, stop, onHelp });
  keys.current = { session, stop, onHelp };

  // Each new item takes the focus, so the keys work at once after a decision.
  useEffect(() => body.current?.focus(), [itemId]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event, body.current?.closest(".ant-drawer-content") ?? null)) return;
      const { session: current, stop: leave, onHelp: help } = keys.current;
      const actions = body.current?.querySelector("[data-testid='queue-actions']") ?? null;
      const moves: Record<string, () => void> = {
        n: current.skip,
        j: current.skip,
        k: current.previous,
        Escape: leave,
        "?": help,
      };
      const move = moves[event.key];
      const handled =
        (event.key === "a" && decide(actions, "approve")) ||
        (event.key === "r" && decide(actions, "reject")) ||
        Boolean(move);
      move?.();
      if (handled) event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <Drawer
      open
      width={phone ? "100%" : 640}
      keyboard={false}
      onClose={stop}
      title={
        <Space>
          {t("review.title")}
          {state.status === "item" && <LeftTag left={state.item.left} />}
        </Space>
      }
      // A phone has no keyboard to press "?" on.
      extra={phone ? undefined : <Typography.Text type="secondary">{t("review.keysHint")}</Typography.Text>}
      footer={
        <Space wrap>
          <Button onClick={session.skip} disabled={state.status !== "item"} data-testid="queue-skip">
            {t("review.skip")} <Typography.Text keyboard>N</Typography.Text>
          </Button>
          <Button onClick={session.previous} disabled={!session.canGoBack} data-testid="queue-previous">
            {t("review.previous")} <Typography.Text keyboard>K</Typography.Text>
          </Button>
          <Button onClick={stop} data-testid="queue-stop">
            {t("review.leave")} <Typography.Text keyboard>Esc</Typography.Text>
          </Button>
        </Space>
      }
    >
      <div ref={body} tabIndex={-1} data-testid="review-queue" data-state={state.status} style={{ outline: "none" }}>
        {!session.claims && <Alert type="info" showIcon message={t("review.plain")} style={{ marginBottom: 12 }} />}
        {state.status === "loading" && <Spin />}
        {state.status === "empty" && <Empty description={t("review.empty")} data-testid="queue-empty" />}
        {state.status === "failed" && (
          <Alert
            type="error"
            message={t("review.failed")}
            action={<Button onClick={session.decided}>{t("review.retry")}</Button>}
          />
        )}
        {state.status === "item" && (
          <ItemBody
            key={state.item.id}
            definition={definition}
            has={has}
            scope={scope}
            item={state.item}
            onDecided={session.decided}
          />
        )}
      </div>
    </Drawer>
  );
}
