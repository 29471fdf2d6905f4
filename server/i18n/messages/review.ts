/** English of the review queues' messages (routes/review-queue.ts, the review routes' claim check). */
export const EN_US_REVIEW: Readonly<Record<string, string>> = {
  审核队列不存在: 'No such review queue',
  '该订单已由其他审核员领取，请审核下一条': 'Another reviewer has taken this order; please review the next one',
};
