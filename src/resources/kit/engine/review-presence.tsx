/**
 * Who else is reviewing a row (docs/live-updates.md, "Presence"): said quietly in a review dialog and beside the row's
 * review buttons. Nobody is stopped; the server's exactly-once review stays the guard.
 */
import { EyeOutlined } from "@ant-design/icons";
import { useResourceParams } from "@refinedev/core";
import { Alert, Tag, Tooltip } from "antd";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useRowPresence, type PresenceHolder } from "@/providers/live";
import type { ListScope } from "./types";

/**
 * The menu page (component key) and resource of the list on screen: the list whose rows are held. Read once per list
 * and handed to its rows in their ActionContext: Refine's resource lookup matches the route against every resource,
 * which as a hook in each row's actions was a tenth of a first list's rendering.
 */
export function useListScope(): ListScope {
  const { resource } = useResourceParams();
  const component: unknown = resource?.meta?.component;
  const page = typeof component === "string" ? component : undefined;
  const name = resource?.name;
  return useMemo(() => ({ page, resource: name }), [page, name]);
}

/** The others' names as one list in the language shown ("A, B and C"). */
function namesOf(holders: readonly PresenceHolder[], language: string): string {
  const names = [...new Set(holders.filter((holder) => !holder.self).map((holder) => holder.name))];
  return new Intl.ListFormat(language, { type: "conjunction" }).format(names);
}

/** "{name} is reviewing this record", or "you are, in another tab" when only this user's other tabs are. */
export function reviewingText(t: TFunction, language: string, holders: readonly PresenceHolder[]): string {
  if (holders.every((holder) => holder.self)) return t("common.live.reviewingSelf");
  return t("common.live.reviewing", { names: namesOf(holders, language) });
}

/** The note in a review dialog; nothing while nobody else holds the row. */
export function ReviewingNote({ holders }: { holders: readonly PresenceHolder[] }) {
  const { t, i18n } = useTranslation();
  if (!holders.length) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      data-testid="reviewing-elsewhere"
      style={{ marginBottom: 12 }}
      message={reviewingText(t, i18n.language, holders)}
    />
  );
}

/**
 * A confirmation's hold (approve): rendered inside the confirmation, outside the page, so it is given its page. Holds
 * the row while the confirmation is open and says who else is reviewing it.
 */
export function ConfirmPresence({ page, id }: { page: string; id: unknown }) {
  const holders = useRowPresence(page, id, true);
  return <ReviewingNote holders={holders} />;
}

/** Beside a row's review buttons: a small tag naming who else has the row's review dialog open. */
export function ReviewingTag({ page, id }: { page: string | undefined; id: unknown }) {
  const { t, i18n } = useTranslation();
  const holders = useRowPresence(page, id, false);
  if (!holders.length) return null;
  const text = reviewingText(t, i18n.language, holders);
  return (
    <Tooltip title={text}>
      <Tag icon={<EyeOutlined />} color="processing" aria-label={text} data-testid="reviewing-tag">
        {holders.every((holder) => holder.self) ? t("common.live.you") : namesOf(holders, i18n.language)}
      </Tag>
    </Tooltip>
  );
}
