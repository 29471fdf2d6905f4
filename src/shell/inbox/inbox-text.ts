/**
 * A message in the reader's language: the server stores a kind and its parameters (docs/inbox.md); the texts are
 * `inbox.kinds.<kind>` (inbox-texts.ts), their parameters made here. Where it leads: its link's page key is looked
 * up in the reader's menu (a page not there leads nowhere). When it came: relative to now.
 */
import { formatMoney } from "@contract/money";
import type { InboxMessage } from "./inbox-api";

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Params = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");
const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);
/** A dictionary-like parameter (a queue, a request kind): its text, or the code itself when the console has none. */
const label = (t: Translate, group: string, code: unknown) =>
  t(`inbox.${group}.${text(code)}`, { defaultValue: text(code) });

/** Each kind's interpolation values. */
const WORDING: Readonly<Record<string, (params: Params, t: Translate) => Record<string, unknown>>> = {
  approvalRequested: (p, t) => ({
    name: text(p.name),
    request: label(t, "requests", p.kind),
    amount: `${formatMoney(p.amount)} ${text(p.currency)}`,
    uid: text(p.uid),
  }),
  exportFinished: (p) => ({ fileName: text(p.fileName), count: count(p.rows) }),
  reviewWaiting: (p, t) => ({ queue: label(t, "queues", p.queue), count: count(p.count), hours: count(p.hours) }),
  claimTakenBack: (p, t) => ({ queue: label(t, "queues", p.queue), itemId: text(p.itemId) }),
};

export function messageText(message: Pick<InboxMessage, "kind" | "params">, t: Translate): string {
  const wording = Object.hasOwn(WORDING, message.kind) ? WORDING[message.kind] : undefined;
  return wording ? t(`inbox.kinds.${message.kind}`, wording(message.params, t)) : t("inbox.kinds.unknown");
}

/** The console route a link leads to: its page's route (from the reader's menu) and the link's query. */
export function linkRoute(
  link: string | null,
  pages: readonly { component: string; route: string }[],
): string | undefined {
  if (!link) return undefined;
  const at = link.indexOf("?");
  const component = at < 0 ? link : link.slice(0, at);
  const page = pages.find((candidate) => candidate.component === component);
  if (!page) return undefined;
  return at < 0 ? page.route : `${page.route}${link.slice(at)}`;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "3 minutes ago" / "3分钟前"; "now" under a minute (a clock a little ahead included); "" for no time. */
export function relativeTime(iso: string, now: number, lang: string): string {
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) return "";
  const seconds = Math.min(0, Math.round((then - now) / 1000));
  const format = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  for (const [unit, size] of UNITS) if (-seconds >= size) return format.format(-Math.floor(-seconds / size), unit);
  return format.format(0, "second");
}
