import type { Catalogue } from '../catalogue';

/** English of the review queues' and the inbox's messages (routes/review-queue.ts, the claim check, routes/inbox.ts). */
export const REVIEW = {
  noSuchReviewQueue: ['审核队列不存在', 'No such review queue'],
  anotherReviewerTakenOrder: [
    '该订单已由其他审核员领取，请审核下一条',
    'Another reviewer has taken this order; please review the next one',
  ],
  anotherReviewerTakenApplication: [
    '该申请已由其他审核员领取，请审核下一条',
    'Another reviewer has taken this application; please review the next one',
  ],
  anotherReviewerTakenRecord: [
    '该记录已由其他审核员领取，请审核下一条',
    'Another reviewer has taken this record; please review the next one',
  ],
  invalidParametersIdsMust: [
    '参数错误：ids 须为 1–100 个消息编号，或 all 为 true',
    'Invalid parameters: ids must be 1–100 message ids, or all must be true',
  ],
} as const satisfies Catalogue;
