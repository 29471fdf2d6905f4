/**
 * Review queues (lib/review-queue.ts), the console's own:
 * - `POST /review/claim {queue, filters?, skip?, release?}` gives back the caller's claim of `release`, then hands the caller the oldest pending item no one holds, for
 *   CLAIM_SECONDS (their live claim again when they hold one), within the queue list's `filters` as the list reads
 *   them and past the `skip` ids → `{itemId, expiresAt, row, left}` (`row` as the list answers it, `left` the other
 *   unclaimed items of the scope up to LEFT_CAP), or null when the scope is empty;
 * - `POST /review/release {queue, itemId}` gives the caller's claim back undecided;
 * - `GET /review/claims?queue=` → `{waitHours, claims: [{itemId, holder, self, expiresAt}]}`: the live claims and
 *   the `reviewWaitHours` setting, for the list's waiting and holder columns.
 * Claiming and releasing need `edit` on the queue's page, reading the claims `view`. While a claim lives, another
 * reviewer's decision of that item is refused (the withdrawal review checks `mayDecide`).
 */
import type { KeysOf } from '../../contract/calls';
import { extras } from '../../contract/console/extras';
import type { Api, RouteContext } from '../http/api';
import { ApiError } from '../lib/api-error';
import { optInt, optObject, optString, requireInt, type Input } from '../lib/input';
import { whereOf } from '../kit/list';
import type { ListSpec, Row, ScreenDecl } from '../kit/types';
import { claimsTakenBack } from '../lib/inbox/claims';
import { seesPersonal } from '../lib/personal-walk';
import {
  claimNext,
  claimOf,
  leftIn,
  liveClaims,
  releaseClaim,
  type EndedClaim,
  type QueueScope,
  type QueueSpec,
} from '../lib/review-queue';
import { QUEUES } from '../lib/review-queues';
import { settingNumber } from '../lib/settings';
import { withClock } from '../lib/time';
import { M } from '../i18n/messages';

export const REVIEW_QUEUE_MESSAGES = { unknownQueue: M.noSuchReviewQueue } as const;

/** "N left" is counted up to this many (a queue of thousands says "999+"). */
export const LEFT_CAP = 1000;
/** At most this many skipped ids are honoured per claim. */
const SKIP_MAX = 200;

type Queue = QueueSpec & { page: string; list: string };

function queueOf(ctx: RouteContext, perm: 'edit' | 'view'): Queue {
  const queue = QUEUES[optString(ctx.input, 'queue') ?? ''];
  if (!queue) throw new ApiError(REVIEW_QUEUE_MESSAGES.unknownQueue);
  ctx.require(queue.page, perm);
  return queue;
}

/** The list routes the queues name, by path. */
function listsOf(screens: readonly ScreenDecl[]): Map<string, ListSpec> {
  const paths = new Set(Object.values(QUEUES).map((queue) => queue.list));
  const lists = new Map<string, ListSpec>();
  for (const route of screens.flatMap((screen) => screen.routes))
    if (route.list && paths.has(route.path) && !lists.has(route.path)) lists.set(route.path, route.list);
  return lists;
}

/** The skipped ids sent: positive integers, at most SKIP_MAX. */
function skipped(input: Input<KeysOf<typeof extras.reviewClaim>>): number[] {
  const raw = input.skip;
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? raw.split(',') : [];
  return values
    .map((value) => Number(value))
    .filter((value) => Number.isInteger(value) && value > 0 && value <= 2147483647)
    .slice(0, SKIP_MAX);
}

export function registerReviewQueueRoutes(api: Api, screens: readonly ScreenDecl[]): void {
  const db = api.db;
  const lists = listsOf(screens);
  const consoleOnly = 'review queues: claims with a time limit (X-Boot has none)';

  /** The queue's part the caller filtered: the list's FROM and filters as the list would read them. */
  function scopeOf(ctx: RouteContext<KeysOf<typeof extras.reviewClaim>>, queue: Queue): QueueScope | undefined {
    const list = lists.get(queue.list);
    if (!list) return undefined;
    const filters = optObject(ctx.input, 'filters') ?? {};
    const masked = !seesPersonal(ctx.user.pages);
    const from = whereOf(list, filters, { masked }).from;
    return { from, where: (first) => whereOf(list, filters, { masked }, first).where, skip: skipped(ctx.input) };
  }

  /** The claimed item as its list answers it. */
  async function rowOf(queue: Queue, itemId: number): Promise<Row | null> {
    const list = lists.get(queue.list);
    if (!list) return null;
    const from = typeof list.from === 'string' ? list.from : list.from(new Set());
    const [row] = await db.query<Row>(withClock(`SELECT ${list.select} FROM ${from} WHERE ${queue.id} = $1`), [itemId]);
    return row ? (list.map ? list.map(row) : row) : null;
  }

  api.post(extras.reviewClaim, { consoleOnly }, async (ctx) => {
    const queue = queueOf(ctx, 'edit');
    const scope = scopeOf(ctx, queue);
    // The item in hand given back first (a skip, or an item a four-eyes request keeps pending): one call, not two.
    const giveBack = optInt(ctx.input, 'release', 1);
    if (giveBack !== undefined && (await claimOf(db, queue.name, ctx.user.id))?.itemId === giveBack)
      await releaseClaim(db, queue.name, giveBack);
    // A lapsed claim this one ends is told to its former holder (lib/inbox/claims.ts).
    const onEnded = (ended: readonly EndedClaim[]) => claimsTakenBack(db, queue, ctx.user.id, ended);
    const claim = await claimNext(db, queue, ctx.user.id, { scope, onEnded });
    if (!claim) return null;
    const [row, left] = await Promise.all([
      rowOf(queue, claim.itemId),
      leftIn(db, queue, ctx.user.id, scope, LEFT_CAP),
    ]);
    return { ...claim, row, left };
  });
  api.post(extras.reviewRelease, { consoleOnly }, async (ctx) => {
    const queue = queueOf(ctx, 'edit');
    const itemId = requireInt(ctx.input, 'itemId', 1);
    const own = await claimOf(db, queue.name, ctx.user.id);
    if (own?.itemId === itemId) await releaseClaim(db, queue.name, itemId);
    return null;
  });
  api.get(extras.reviewClaims, { consoleOnly }, async (ctx) => {
    const queue = queueOf(ctx, 'view');
    const claims = await liveClaims(db, queue.name);
    return {
      waitHours: await settingNumber(db, 'reviewWaitHours', 24),
      claims: claims.map(({ holderId, ...claim }) => ({ ...claim, self: holderId === ctx.user.id })),
    };
  });
}
