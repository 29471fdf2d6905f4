/**
 * The staff inbox (lib/inbox, docs/inbox.md), the console's own: any signed-in staff user, their own messages only.
 * - `GET /inbox/list?pageNumber&pageSize&unread` → a page `{records: [{id, kind, params, link, createdTime, read}],
 *   total, current, size, pages}`, newest first (`unread` 1/true: only the unread ones); `id` is text;
 * - `GET /inbox/unread` → the number of unread messages;
 * - `POST /inbox/read {ids: [...]}` or `{all: true}` → how many were marked read (ids not the caller's are passed
 *   over). The caller's open event streams hear the new count (`inbox` event).
 */
import type { KeysOf } from '../../contract/calls';
import { extras } from '../../contract/console/extras';
import type { Api } from '../http/api';
import { ApiError } from '../lib/api-error';
import { optFlag, type Input } from '../lib/input';
import { readPaging, toPage } from '../http/paging';
import { listMessages, markRead, unreadCount } from '../lib/inbox/store';
import { M } from '../i18n/messages';

export const INBOX_MESSAGES = {
  ids: M.invalidParametersIdsMust,
} as const;

/** A message id: digits, at most 19 (a bigint, sent as text). */
const MESSAGE_ID = /^[0-9]{1,19}$/;
const MAX_IDS = 100;

/** The ids sent (an array, or comma-separated text), or 'all'. */
function idsOf(input: Input<KeysOf<typeof extras.inboxRead>>): string[] | 'all' {
  if (optFlag(input, 'all') === true) return 'all';
  const raw = input.ids;
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const ids = values.map((value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value));
  if (!ids.length || ids.length > MAX_IDS || !ids.every((id) => typeof id === 'string' && MESSAGE_ID.test(id)))
    throw new ApiError(INBOX_MESSAGES.ids, 400);
  return ids as string[];
}

/** The routes. */
export function registerInboxRoutes(api: Api): void {
  const db = api.db;
  const consoleOnly = 'the staff inbox: messages kept per user (X-Boot has none)';
  api.get(extras.inboxList, { consoleOnly }, async ({ input, user }) => {
    const paging = readPaging(input);
    const { records, total } = await listMessages(db, user.id, paging, optFlag(input, 'unread') === true);
    return toPage(records, total, paging);
  });
  api.get(extras.inboxUnread, { consoleOnly }, async ({ user }) => unreadCount(db, user.id));
  api.post(extras.inboxRead, { consoleOnly }, async ({ input, user }) => markRead(db, user.id, idsOf(input)));
}
