import type { KeysOf } from '../../../contract/calls';
import type { messages } from '../../../contract/config/messages';
import type { Queryable, SqlParam } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, raw, requireInt, type Input } from '../../lib/input';
import { shanghaiNow } from '../../lib/time';
import { fill, M } from '../../i18n/messages';

/** Who a send reaches: every member, the members of one level, or the listed member IDs. */
export type SendTarget = 'all' | 'level' | 'ids';
const MAX_IDS = 1000;

/** The keys of a send (contract `messages.send`). */
type SendInput = Input<KeysOf<typeof messages.send>>;

/** The member IDs of an `ids` send: an array or a string separated by commas, spaces or new lines; unique, ≥ 1. */
export function parseMemberIds(value: unknown): number[] {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[\s,，;；]+/) : [];
  const ids = parts.map((part) => part.trim()).filter(Boolean);
  if (!ids.length) throw new ApiError(M.enterMemberIds);
  if (ids.some((id) => !/^\d{1,9}$/.test(id) || Number(id) < 1)) throw new ApiError(M.memberIdsMustPositive);
  const unique = [...new Set(ids.map(Number))];
  if (unique.length > MAX_IDS) throw new ApiError(fill(M.youCanSendAtMostMembers, { max: MAX_IDS }));
  return unique;
}

/** The SQL condition on `member m` and its parameters for a target. */
async function audience(
  db: Queryable,
  input: SendInput,
  target: SendTarget,
): Promise<{ where: string; params: SqlParam[]; detail: string }> {
  if (target === 'all') return { where: 'TRUE', params: [], detail: '' };
  if (target === 'level') {
    const level = optEnum(input, 'level', [0, 1, 2, 3, 4, 5, 6]);
    if (level === undefined) throw new ApiError(M.chooseMemberLevel);
    return { where: 'm.team_level = $1', params: [level], detail: String(level) };
  }
  const ids = parseMemberIds(raw(input, 'memberIds'));
  const found = await db.query<{ id: number }>('SELECT id FROM member WHERE id = ANY($1::int[])', [ids]);
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) throw new ApiError(fill(M.theseMembersNotFound, { ids: missing.slice(0, 10).join(',') }));
  return { where: 'm.id = ANY($1::int[])', params: [ids], detail: ids.join(',') };
}

/** Sends a template: one member_message row per member reached and one message_send record; → how many. */
export async function sendTemplate(db: Queryable, input: SendInput): Promise<{ count: number; sendId: number }> {
  const templateId = requireInt(input, 'templateId', 1);
  const target = optEnum(input, 'target', ['all', 'level', 'ids'] as const);
  if (!target) throw new ApiError(M.chooseWhoSend);
  const [template] = await db.query<{ title: string; content: string; type: number }>(
    'SELECT title, content, type FROM message_template WHERE id = $1',
    [templateId],
  );
  if (!template) throw new ApiError(M.messageTemplateNotFound);
  const { where, params, detail } = await audience(db, input, target);
  const now = shanghaiNow();
  const [send] = await db.query<{ id: number }>(
    `INSERT INTO message_send (template_id, title, target, target_detail, count, created_time)
     VALUES ($1, $2, $3, $4, 0, $5::timestamp) RETURNING id`,
    [templateId, template.title, target, detail, now],
  );
  const sendId = send?.id ?? 0;
  const n = params.length;
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO member_message (uid, send_id, title, content, type, read_state, created_time)
     SELECT m.id, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, 0, $${n + 5}::timestamp FROM member m WHERE ${where}
     RETURNING id`,
    [...params, sendId, template.title, template.content, template.type, now],
  );
  if (!inserted.length) throw new ApiError(M.noMemberMatches);
  await db.query('UPDATE message_send SET count = $1 WHERE id = $2', [inserted.length, sendId]);
  return { count: inserted.length, sendId };
}
