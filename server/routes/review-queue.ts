/**
 * Review queues (lib/review-queue.ts), the console's own: `POST /review/claim {queue}` hands the caller the oldest
 * pending item no one holds, for CLAIM_SECONDS (their live claim again when they hold one) → `{itemId, expiresAt}`,
 * or null when the queue is empty; `POST /review/release {queue, itemId}` gives the caller's claim back undecided.
 * The caller needs `edit` on the queue's page. While a claim lives, another reviewer's decision of that item is
 * refused (the withdrawal review checks `mayDecide`).
 */
import type { Api, RouteContext } from '../http/api';
import { ApiError } from '../http/envelope';
import { optString, requireInt } from '../http/input';
import { claimNext, claimOf, QUEUES, releaseClaim } from '../lib/review-queue';

export const REVIEW_QUEUE_MESSAGES = { unknownQueue: '审核队列不存在' } as const;

function queueOf(ctx: RouteContext) {
  const queue = QUEUES[optString(ctx.input, 'queue') ?? ''];
  if (!queue) throw new ApiError(REVIEW_QUEUE_MESSAGES.unknownQueue);
  ctx.require(queue.page, 'edit');
  return queue;
}

export function registerReviewQueueRoutes(api: Api): void {
  const db = api.db;
  const consoleOnly = 'review queues: claims with a time limit (X-Boot has none)';
  api.post('/review/claim', { consoleOnly }, async (ctx) => (await claimNext(db, queueOf(ctx), ctx.user.id)) ?? null);
  api.post('/review/release', { consoleOnly }, async (ctx) => {
    const queue = queueOf(ctx);
    const itemId = requireInt(ctx.input, 'itemId', 1);
    const own = await claimOf(db, queue.name, ctx.user.id);
    if (own?.itemId === itemId) await releaseClaim(db, queue.name, itemId);
    return null;
  });
}
