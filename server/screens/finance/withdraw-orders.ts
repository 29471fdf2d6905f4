import { withdrawOrders } from '../../../contract/finance/withdraw-orders';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, optString, requireInt } from '../../lib/input';
import { between, contains, containsName, containsVia, eq, flag, oneOf } from '../../kit/filters';
import { HELD_ELSEWHERE, mayDecide } from '../../lib/review-queue';
import { QUEUES } from '../../lib/review-queues';
import { WITHDRAWALS_KEPT } from '../../kit/kept-tables';
import { screenRoutes } from '../../kit/screen';
import { moveRow } from '../../kit/transition';
import {
  applyMoneyChange,
  CATEGORY,
  decidedOrderColumns,
  orderChange,
  type Currency,
  type DecidedOrder,
} from '../../lib/ledger';
import { shanghaiNow, sqlTime } from '../../lib/time';
import {
  APPROVAL_STATUS,
  approve,
  needsSecondApprover,
  pendingForWithdrawal,
  requestApproval,
} from '../../lib/four-eyes';
import { WITHDRAW_REFUND } from './withdraw-orders.ledger';
import { M } from '../../i18n/messages';

const SORT_COLUMNS: Record<string, string> = {
  withdrawAmount: 'w.withdraw_amount',
  usdtAmount: 'w.usdt_amount',
  feeAmount: 'w.fee_amount',
  transferAmount: 'w.transfer_amount',
  createdTime: 'w.created_time',
};

/**
 * LEFT JOIN member although every order has one (user_id is a NOT NULL foreign key): the rows are the same, and the
 * planner can then drop the join from the count and totals when no member filter is set (the bench's load test
 * shows it with 10,000 members). The kit's other member lists join the same way.
 */
const FROM = `withdraw_order w
  LEFT JOIN member m ON m.id = w.user_id
  LEFT JOIN member f ON f.id = m.referrer_id
  LEFT JOIN member l ON l.id = m.first_leader_id`;

/**
 * The members of a page of orders already picked (`pageFirst`): looked up per order (a LATERAL subquery, kept a
 * subquery by OFFSET 0), which the database memoizes per user id. The member filters (phone, name) are
 * `containsVia`: the matching members first, through their own indexes, then their orders.
 */
const MEMBER_LOOKUP = `LEFT JOIN LATERAL (SELECT x.id, x.phone, x.real_name, x.is_test, x.referrer_id, x.first_leader_id
    FROM member x WHERE x.id = w.user_id OFFSET 0) m ON true
  LEFT JOIN member f ON f.id = m.referrer_id
  LEFT JOIN member l ON l.id = m.first_leader_id`;

const COLUMNS = `w.id, w.order_no AS "orderNo", w.user_id AS "userId", w.currency,
  w.withdraw_amount::float8 AS "withdrawAmount", w.usdt_amount::float8 AS "usdtAmount",
  w.fee_amount::float8 AS "feeAmount", w.transfer_amount::float8 AS "transferAmount",
  CASE WHEN m.is_test THEN 1 ELSE 0 END AS "isTest", w.status, m.phone, m.real_name AS realname,
  l.real_name AS "firstName", l.phone AS "firstPhone", f.real_name AS "thirdMemberName", f.phone AS "thirdMemberPhone",
  w.card_no AS "cardNo", w.is_send_energy AS "isSendEnergy", ${sqlTime('w.created_time')} AS "createdTime",
  ${sqlTime('w.handle_time')} AS "handleTime", w.remark, w.handler,
  (SELECT a.requested_by_name FROM money_approval a WHERE a.withdraw_id = w.id AND a.status = ${APPROVAL_STATUS.pending}) AS "approvalRequestedBy"`;

interface OrderState {
  status: number;
  isSendEnergy: boolean | null;
}

async function loadOrder(db: Queryable, id: number): Promise<OrderState> {
  const [order] = await db.query<OrderState>(
    'SELECT status, is_send_energy AS "isSendEnergy" FROM withdraw_order WHERE id = $1',
    [id],
  );
  if (!order) throw new ApiError(M.withdrawalOrderNotFound);
  return order;
}

export default screenRoutes(
  'finance/withdraw-orders',
  { order: 1, title: { 'zh-CN': '提现订单', 'en-US': 'Withdrawal orders' } },
  (r) => {
    /** The withdrawal list filter of SPEC §3. */
    r.list(withdrawOrders.list, {
      from: FROM,
      // Filtered on the order alone: the page's orders are picked first, then their members looked up.
      pageFirst: { base: 'withdraw_order w', joins: MEMBER_LOOKUP },
      select: COLUMNS,
      filters: {
        userId: eq('w.user_id'),
        orderNo: contains('w.order_no'),
        phone: containsVia('w.user_id', { table: 'member', column: 'phone' }),
        isTest: flag('m.is_test'),
        realname: containsVia('w.user_id', { table: 'member', column: 'real_name', name: true }),
        status: oneOf('w.status', [1, 2, 3, 4]),
        walletAddress: contains('w.card_no', { field: 'cardNo' }),
        walletType: eq('w.currency', 'text', { field: 'currency' }),
        ...between('w.created_time', 'startTime', 'endTime', 'time', { field: 'createdTime' }),
        ...between('w.handle_time', 'handleStartTime', 'handleEndTime', 'time', { field: 'handleTime' }),
        ...between('w.withdraw_amount', 'withdrawStart', 'withdrawEnd', 'number', { field: 'withdrawAmount' }),
        firstPhone: contains('l.phone'),
        fatherPhone: contains('f.phone', { field: 'thirdMemberPhone' }),
        handler: containsName('w.handler'),
      },
      order: 'w.created_time DESC, w.id DESC',
      sort: { fields: SORT_COLUMNS, tiebreak: 'w.id' },
      result: 'pageInfoVO',
      reveal: { id: 'w.id', member: 'w.user_id' },
      // The whole table's, a tab's or whole days' total and sums are kept, not counted over 3,000,000 orders.
      ...WITHDRAWALS_KEPT,
      doc: 'the totals are over every row matching the filter (not just the page)',
    });

    // Hand-written: a review with four-eyes above the threshold and the reviewer's claim: it may end in a request, not a move.
    r.post(
      withdrawOrders.review,
      {
        params: '{id, status: 2|3, remark}',
        doc:
          `only from status 1 (else "${M.orderAlreadyReviewed}"); status 3 needs a remark of 1–50 chars (else ` +
          `"${M.rejectionReasonRequired}"); sets handleTime = now, handler = the staff username. Four-eyes: an approval above ` +
          'the threshold answers {pending: true, approvalId}; a second staff user approving it makes it ' +
          `("${M.submittedApprovalAnotherStaff}" to its requester); a rejection ends the request`,
      },
      async ({ db, input, user }) => {
        const id = requireInt(input, 'id');
        const status = optEnum(input, 'status', [2, 3]);
        if (status === undefined) throw new ApiError(M.reviewStatusNotValid);
        const order = await loadOrder(db, id);
        if (order.status !== 1) throw new ApiError(M.orderAlreadyReviewed);
        // Another reviewer holds it in the review queue (lib/review-queue.ts) until they decide or their claim ends.
        if (!(await mayDecide(db, QUEUES.withdrawals?.name ?? '', id, user.id)))
          throw new ApiError(HELD_ELSEWHERE.order);
        const remark = optString(input, 'remark') ?? null;
        if (status === 3 && !remark) throw new ApiError(M.rejectionReasonRequired);
        if (status === 3 && remark && remark.length > 50) throw new ApiError(M.rejectionReasonCannotLonger);
        if (status === 2) {
          // Four-eyes: above the threshold the first approval is a request; a second staff user's approval makes it.
          const pending = await pendingForWithdrawal(db, id);
          if (pending) {
            if (pending.requestedBy === user.id) throw new ApiError(M.submittedApprovalAnotherStaff);
            await db.transaction((tx) => approve(tx, pending.id, user));
            return null;
          }
          const [amount] = await db.query<{ currency: Currency; amount: string; uid: number }>(
            'SELECT currency, withdraw_amount::text AS amount, user_id AS uid FROM withdraw_order WHERE id = $1',
            [id],
          );
          if (amount && (await needsSecondApprover(db, amount.currency, amount.amount))) {
            const request = { kind: 'withdrawal' as const, ...amount, remark: null, withdrawId: id };
            return { pending: true, approvalId: await requestApproval(db, request, user) };
          }
        }
        // The application already debited the balance (10003/10004); a rejection refunds it in the order's currency
        // (10013/10014) with the status change, in one transaction; an approval moves nothing.
        const rejected = async (tx: Queryable, order: DecidedOrder) => {
          // A rejection also ends an approval request waiting on the order.
          await tx.query(
            `UPDATE money_approval SET status = 2, decided_by = $2, decided_by_name = $3,
               decided_time = $4::timestamp, decide_remark = $5
             WHERE withdraw_id = $1 AND status = 0`,
            [id, user.id, user.username, shanghaiNow(), remark],
          );
          const change = { category: CATEGORY.withdrawal, bizCode: WITHDRAW_REFUND[order.currency], remark };
          await applyMoneyChange(tx, orderChange(order, user, change));
        };
        await db.transaction((tx) =>
          moveRow<DecidedOrder>(
            tx,
            {
              table: 'withdraw_order',
              from: 1,
              to: status,
              set: {
                remark: status === 3 ? remark : null,
                handle_time: shanghaiNow(),
                handler: user.username,
                handler_id: user.id,
              },
              returning: decidedOrderColumns('user_id', 'withdraw_amount'),
              refused: M.orderAlreadyReviewed,
              ...(status === 3 ? { effect: rejected } : {}),
            },
            id,
          ),
        );
        return null;
      },
    );

    // Hand-written: marks energy sent once, guarded by the order's status and its flag together.
    r.post(
      withdrawOrders.energy,
      { params: '{id}', doc: 'only at status 1 and isSendEnergy not true' },
      async ({ db, input }) => {
        const id = requireInt(input, 'id');
        const order = await loadOrder(db, id);
        if (order.status !== 1) throw new ApiError(M.energyCanOnlySent);
        if (order.isSendEnergy === true) throw new ApiError(M.energyAlreadySentOrder);
        const changed = await db.query<{ id: number }>(
          `UPDATE withdraw_order SET is_send_energy = true
       WHERE id = $1 AND status = 1 AND is_send_energy IS NOT TRUE RETURNING id`,
          [id],
        );
        if (!changed.length) throw new ApiError(M.energyAlreadySentOrder);
        return null;
      },
    );

    r.note(
      "`isTest` in records is 1/0. Salesman (`thirdMemberName/Phone`) = the member's referrer " +
        '(the `fatherPhone` filter); leader (`firstName/Phone`) = the top of the referrer chain.',
    );
    r.note(
      'Sort is declared server-side here only: `sortField` ' +
        '(withdrawAmount|usdtAmount|feeAmount|transferAmount|createdTime) and `sortOrder` ' +
        "(asc|desc, also antd's ascend|descend), never required; default createdTime desc, id " +
        'desc. Unknown `sortField`: "参数格式错误: sortField". Totals are rounded to 2 decimals. ' +
        'Currencies seeded: `USDT` and `RMB`.',
    );
    r.note(
      `Review: missing id → "参数不能为空: id"; unknown order → "${M.withdrawalOrderNotFound}"; status other than 2/3 → ` +
        `"${M.reviewStatusNotValid}". The re-review check comes before the remark check. A reject ` +
        `reason longer than 50 → "${M.rejectionReasonCannotLonger}". Approve stores remark null. handleTime = ` +
        'Asia/Shanghai now.',
    );
    r.note(`Send energy: not pending → "${M.energyCanOnlySent}"; already sent → "${M.energyAlreadySentOrder}".`);
  },
);
