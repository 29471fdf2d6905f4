/**
 * `POST /admin-api/personal/reveal` `{path, id, reason}` (JSON or form): one record's personal data, whole, for a staff
 * user who holds `reveal` (docs/security.md, "Personal data"). `path` is the list route the row came from; the list's
 * declaration says which column identifies a row (`reveal: {id, member}`, kit/types.ts), and the route runs that
 * list's own select and from for that one id, answering `{id, values}`: only the row's personal fields, unmasked. Each
 * reveal writes a `personal_data_access` row and so its audit trail record: who, whose (the record and its member),
 * which fields, the reason. The console's own: the bare profile leaves it out (the console then offers no reveal).
 *
 * Refusals: no session 401; the list's page (and its permType) missing from the user's menu, or no `reveal` on any
 * page, 403; a path that is no revealable list 400; a blank reason or one over REASON_MAX characters; an unknown id.
 */
import { extras } from '../../contract/console/extras';
import type { Api, RouteContext } from '../http/api';
import { ApiError } from '../lib/api-error';
import { optString, requireInt } from '../lib/input';
import { forbiddenIn } from '../http/profile';
import type { ListSpec, RouteDecl, Row, ScreenDecl } from '../kit/types';
import { recordPersonalAccess } from '../lib/personal-access';
import { PERSONAL_KEYS, REVEAL, holdsAnywhere, personalKindOf, type PersonalOverrides } from '../lib/personal-walk';
import { withClock } from '../lib/time';
import { M } from '../i18n/messages';

export const REASON_MAX = 200;

export const REVEAL_MESSAGES = {
  notRevealable: M.recordsListCannotRevealed,
  reasonRequired: M.giveReasonSeeingPersonal,
  reasonTooLong: M.reasonMustAtMost200,
  notFound: M.recordNotFound,
} as const;

/** The answer is personal data whole by design: no key of it is masked on its way out (http/api.ts). */
const UNMASKED: PersonalOverrides = Object.fromEntries(Object.keys(PERSONAL_KEYS).map((key) => [key, null]));

/** The declared lists whose rows may be revealed, by path. */
export function revealableLists(screens: readonly ScreenDecl[]): Map<string, RouteDecl & { list: ListSpec }> {
  const lists = new Map<string, RouteDecl & { list: ListSpec }>();
  for (const route of screens.flatMap((screen) => screen.routes))
    if (route.kind === 'list' && route.list?.reveal && !lists.has(route.path))
      lists.set(route.path, { ...route, list: route.list });
  return lists;
}

function reasonOf(ctx: RouteContext): string {
  const reason = (optString(ctx.input, 'reason') ?? '').trim();
  if (!reason) throw new ApiError(REVEAL_MESSAGES.reasonRequired);
  if (Array.from(reason).length > REASON_MAX) throw new ApiError(REVEAL_MESSAGES.reasonTooLong);
  return reason;
}

/** The row's personal fields with a value, as its list reads them. */
function personalValues(row: Row, overrides: PersonalOverrides | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).filter(
      ([key, value]) => personalKindOf(key, overrides) !== undefined && value !== null && value !== '',
    ),
  );
}

export function registerPersonalRevealRoute(api: Api, screens: readonly ScreenDecl[]): void {
  const lists = revealableLists(screens);
  const consoleOnly = "one record's personal data, whole, with a reason (audited)";
  api.post(extras.personalReveal, { consoleOnly, reason: ['reason'], personal: UNMASKED }, async (ctx) => {
    const { input, user, require, profile } = ctx;
    const route = typeof input.path === 'string' ? lists.get(input.path) : undefined;
    if (!route?.list.reveal) throw new ApiError(REVEAL_MESSAGES.notRevealable, 400);
    require(route.page, route.perm === 'add|edit' ? undefined : route.perm);
    if (!holdsAnywhere(user.pages, REVEAL)) throw forbiddenIn(profile);
    const reason = reasonOf(ctx);
    const id = requireInt(input, 'id', 1);
    const { list } = route;
    const from = typeof list.from === 'string' ? list.from : list.from(new Set());
    const member = list.reveal?.member ? `, ${list.reveal.member} AS "__member"` : '';
    const [row] = await api.db.query<Row>(
      withClock(`SELECT ${list.select}${member} FROM ${from} WHERE ${list.reveal?.id ?? ''} = $1 LIMIT 1`),
      [id],
    );
    if (!row) throw new ApiError(REVEAL_MESSAGES.notFound);
    const { __member: uid, ...fields } = row;
    const values = personalValues(list.map ? list.map(fields) : fields, route.personal);
    await recordPersonalAccess(api.db, {
      kind: 'reveal',
      staff: { id: user.id, username: user.username },
      path: route.path,
      recordId: String(id),
      uid: typeof uid === 'number' ? uid : null,
      fields: Object.keys(values),
      reason,
    });
    return { id, values };
  });
}
