/**
 * The review queues (docs/decisions/review-queue.md): where each one's pending items are, the page whose `edit` a
 * reviewer needs, and the list route whose filters narrow it and whose row a claim answers. The mechanics are in
 * review-queue.ts.
 */
import { moneyChangeRecords } from '../../contract/finance/money-change-records';
import { moneyApprovals } from '../../contract/finance/money-approvals';
import { rechargeOrders } from '../../contract/finance/recharge-orders';
import { withdrawOrders } from '../../contract/finance/withdraw-orders';
import { realnameReview } from '../../contract/members/realname-review';
import { dictConstants } from '../../contract/dicts/constants';
import type { QueueSpec } from './review-queue';

// The dictionaries' constants, not lib/four-eyes.ts's: the inbox's links read this file, and four-eyes writes to the inbox.
const APPROVAL_STATUS = dictConstants('approvalStatus');
const SHOP_APPLY = dictConstants('shopApplicationType');
const SHOP_STATUS = dictConstants('shopApplicationStatus');

/** A shop application queue: one type of application, pending review, oldest first. */
const shopQueue = (name: string, page: string, list: string, type: number) => ({
  name,
  page,
  list,
  from: 'member_shop_apply a',
  id: 'a.id',
  pending: `a.apply_type = ${type} AND a.status = ${SHOP_STATUS.pending}`,
  order: 'a.created_time, a.id',
  tab: { status: SHOP_STATUS.pending },
});

/**
 * The queues the review routes hand out (docs/decisions/review-queue.md): each with its page (whose `edit` a reviewer
 * needs) and the list route whose filters narrow it and whose row the claim answers.
 */
export const QUEUES: Readonly<Record<string, QueueSpec & { page: string; list: string }>> = {
  shopOpens: shopQueue('shopOpens', 'shops/shop-open-list', '/memberShop/applyList', SHOP_APPLY.open),
  shopCloses: shopQueue('shopCloses', 'shops/shop-close-list', '/memberShop/applyCloseList', SHOP_APPLY.close),
  withdrawals: {
    name: 'withdrawals',
    page: 'finance/withdraw-orders',
    list: withdrawOrders.list.path,
    from: 'withdraw_order w',
    id: 'w.id',
    // An order waiting for a second staff user's approval (four-eyes) is theirs to decide, not a reviewer's.
    pending: `w.status = 1 AND NOT EXISTS (SELECT 1 FROM money_approval a
      WHERE a.withdraw_id = w.id AND a.status = ${APPROVAL_STATUS.pending})`,
    order: 'w.created_time, w.id',
    tab: { status: 1 },
  },
  recharges: {
    name: 'recharges',
    page: 'finance/recharge-orders',
    list: rechargeOrders.list.path,
    from: 'member_recharge o',
    id: 'o.id',
    pending: 'o.status = 1',
    order: 'o.created_time, o.id',
    tab: { status: 1 },
  },
  moneyChanges: {
    name: 'moneyChanges',
    page: 'finance/money-change-records',
    list: moneyChangeRecords.list.path,
    from: 'wallet_change c',
    id: 'c.id',
    pending: 'c.review_status = 1',
    order: 'c.created_time, c.id',
    notFor: 'c.operator_id',
    tab: { reviewStatus: 1 },
  },
  approvals: {
    name: 'approvals',
    page: 'finance/money-approvals',
    list: moneyApprovals.list.path,
    from: 'money_approval a',
    id: 'a.id',
    pending: `a.status = ${APPROVAL_STATUS.pending}`,
    order: 'a.requested_time, a.id',
    notFor: 'a.requested_by',
    tab: { status: APPROVAL_STATUS.pending },
  },
  realnames: {
    name: 'realnames',
    page: 'members/realname-review',
    list: realnameReview.list.path,
    from: 'member m',
    id: 'm.id',
    pending: 'm.real_name_status = 1',
    order: 'm.real_name_apply_time, m.id',
  },
};
