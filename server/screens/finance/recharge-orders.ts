import type { KeysOf } from '../../../contract/calls';
import { rechargeOrders } from '../../../contract/finance/recharge-orders';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optString, requireInt, type Input } from '../../lib/input';
import { between, contains, eq, flag, oneOf, containsName } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { moveRow, type Transition } from '../../kit/transition';
import { RECHARGES_KEPT } from '../../kit/kept-tables';
import { integer, money, serial, table, text, timestamp } from '../../lib/table';
import {
  applyMoneyChange,
  CATEGORY,
  decidedOrderColumns,
  orderChange,
  type Currency,
  type DecidedOrder,
} from '../../lib/ledger';
import { shanghaiNow } from '../../lib/time';
import { HELD_ELSEWHERE, mayDecide } from '../../lib/review-queue';
import { QUEUES } from '../../lib/review-queues';
import { seedLedger } from './recharge-orders.seed';
import { fill, M } from '../../i18n/messages';

const BIZ: Record<Currency, number> = { USDT: 10001, RMB: 10002 };

export const recharge = table('member_recharge', {
  id: serial(),
  orderNo: text(),
  uid: integer({ references: 'member(id)' }),
  rechargeType: integer(),
  currency: text(),
  amount: money(),
  status: integer({ default: '1' }),
  settleStatus: integer({ default: '2' }),
  remark: text({ nullable: true }),
  handler: text({ nullable: true }),
  handleTime: timestamp({ nullable: true }),
  settleTime: timestamp({ nullable: true }),
  createdTime: timestamp(),
});

/** The remark of an approval or a denial (the keys both calls declare). */
const reason = (
  input: Input<KeysOf<typeof rechargeOrders.approve> & KeysOf<typeof rechargeOrders.deny>>,
  required: boolean,
): string | null => {
  const remark = optString(input, 'remark') ?? null;
  if (required && !remark) throw new ApiError(M.rejectionReasonRequired);
  if (remark && remark.length > 50) throw new ApiError(M.remarkCannotLongerThan50);
  return remark;
};

async function exists(db: Queryable, id: number): Promise<void> {
  const [order] = await db.query('SELECT id FROM member_recharge WHERE id = $1', [id]);
  if (!order) throw new ApiError(M.rechargeOrderNotFound);
}

/** Settles approved, unsettled orders: every id or none ("仅审核通过且未归账的订单可以归账"). */
async function settle(db: Queryable, ids: readonly number[], handler: string): Promise<number> {
  if (!ids.length) throw new ApiError(M.chooseOrdersSettle);
  const done = await db.query<{ id: number }>(
    `UPDATE member_recharge SET settle_status = 1, settle_time = $2::timestamp, handler = COALESCE(handler, $3)
     WHERE id = ANY($1::int[]) AND status = 2 AND settle_status = 2 RETURNING id`,
    [ids, shanghaiNow(), handler],
  );
  if (done.length !== new Set(ids).size) throw new ApiError(M.onlyApprovedOrdersNotYet);
  return done.length;
}

/** A pending order decided (approved 2, rejected 3) by `user`, with the remark; once only. */
const decided = (
  to: 2 | 3,
  remark: string | null,
  user: { username: string },
): Omit<Transition<never>, 'returning' | 'effect'> => ({
  table: 'member_recharge',
  from: 1,
  to,
  set: { remark, handler: user.username, handle_time: shanghaiNow() },
  refused: M.orderAlreadyReviewed,
});

function idList(input: Input<KeysOf<typeof rechargeOrders.batchAccounting>>): number[] {
  const value = input.ids;
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items.map((item) => {
    const id = typeof item === 'number' ? item : Number(String(item).trim());
    if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647)
      throw new ApiError(fill(M.wrongFormatParameter, { field: 'ids' }));
    return id;
  });
}

/** Member recharge orders (SPEC §2.3, §7.5): review by the audit dictionary, then accounting (settlement). */
export default screenRoutes(
  'finance/recharge-orders',
  { order: 2, title: { 'zh-CN': '充值订单', 'en-US': 'Recharge orders' } },
  (r) => {
    r.entity({
      table: recharge,
      migrations: [
        {
          id: 'member_recharge:order-no',
          sql: 'CREATE UNIQUE INDEX member_recharge_order_idx ON member_recharge(order_no)',
        },
        {
          id: 'member_recharge:time',
          sql: 'CREATE INDEX member_recharge_time_idx ON member_recharge(created_time, id)',
        },
        // A member's recharges: the member summary sums them per row, the member drawer lists them.
        { id: 'member_recharge:uid', sql: 'CREATE INDEX member_recharge_uid_idx ON member_recharge(uid)' },
        // The review queue's oldest pending order (lib/review-queue.ts), and its waiting check, without a scan.
        {
          id: 'member_recharge:pending-queue',
          sql: 'CREATE INDEX member_recharge_pending_idx ON member_recharge(created_time, id) WHERE status = 1',
        },
        // Part of an order number, among 3,000,000 orders (docs/performance.md "At volume").
        {
          id: 'member_recharge:order-no-trgm',
          sql: 'CREATE INDEX member_recharge_order_no_trgm ON member_recharge USING gin (order_no gin_trgm_ops)',
        },
      ],
      seed: seedLedger,
    });
    r.list(rechargeOrders.list, {
      from: 'member_recharge o LEFT JOIN member m ON m.id = o.uid',
      select: `${recharge.select('o')}, m.phone, m.real_name AS "realName", CASE WHEN m.is_test THEN 1 ELSE 0 END AS "isTest"`,
      filters: {
        uid: eq('o.uid'),
        orderNo: contains('o.order_no'),
        phone: contains('m.phone'),
        realName: containsName('m.real_name'),
        isTest: flag('m.is_test'),
        status: oneOf('o.status', [1, 2, 3]),
        rechargeType: oneOf('o.recharge_type', [1, 2, 3]),
        currency: oneOf('o.currency', ['USDT', 'RMB']),
        settleStatus: oneOf('o.settle_status', [1, 2]),
        ...between('o.created_time', 'startTime', 'endTime', 'time', { field: 'createdTime' }),
      },
      order: 'o.created_time DESC, o.id DESC',
      // The whole table's, a tab's or whole days' total and sum are kept, not counted over 3,000,000 orders.
      ...RECHARGES_KEPT,
    });

    // Hand-written: the transition credits the member through the ledger in the same transaction.
    r.post(
      rechargeOrders.approve,
      {
        params: '{id, remark?}',
        doc: 'pending → approved; credits the member (category 1, 10001/10002) in the same transaction',
      },
      async ({ db, input, user }) => {
        const id = requireInt(input, 'id');
        const remark = reason(input, false);
        await exists(db, id);
        // Another reviewer holds it in the review queue (lib/review-queue.ts) until they decide or their claim ends.
        if (!(await mayDecide(db, QUEUES.recharges?.name ?? '', id, user.id))) throw new ApiError(HELD_ELSEWHERE.order);

        await db.transaction((tx) =>
          moveRow<DecidedOrder>(
            tx,
            {
              ...decided(2, remark, user),
              returning: decidedOrderColumns('uid', 'amount'),
              effect: async (tx, order) => {
                const change = { category: CATEGORY.recharge, bizCode: BIZ[order.currency], remark };
                await applyMoneyChange(tx, orderChange(order, user, change));
              },
            },
            id,
          ),
        );
        return null;
      },
    );

    // Hand-written: a transition whose reason is required and checked before it moves.
    r.post(
      rechargeOrders.deny,
      { params: '{id, remark}', doc: 'pending → rejected with a reason of 1–50 chars; moves no money' },
      async ({ db, input, user }) => {
        const id = requireInt(input, 'id');
        await exists(db, id);
        const remark = reason(input, true);
        // Another reviewer holds it in the review queue (lib/review-queue.ts) until they decide or their claim ends.
        if (!(await mayDecide(db, QUEUES.recharges?.name ?? '', id, user.id))) throw new ApiError(HELD_ELSEWHERE.order);

        await moveRow(db, { ...decided(3, remark, user), returning: 'id' }, id);
        return null;
      },
    );

    // Hand-written: a transition guarded on two columns (approved and unsettled), answered with the order's own words.
    r.post(
      rechargeOrders.accounting,
      { params: '{id}', doc: 'approved + unsettled → settled (settleTime now); anything else refused' },
      async ({ db, input, user }) => {
        const id = requireInt(input, 'id');
        await exists(db, id);
        return settle(db, [id], user.username);
      },
    );

    // Hand-written: settles every id or none: one order that may not be settled refuses the batch.
    r.post(
      rechargeOrders.batchAccounting,
      {
        params: '{ids: number[] | "1,2"}',
        doc: 'settles every id or none (one not approved+unsettled refuses all) → count',
      },
      async ({ db, input, user }) => db.transaction((tx) => settle(tx, idList(input), user.username)),
    );

    r.note(
      `Recharge review: approve/deny only from status 1 ("${M.orderAlreadyReviewed}"), by one atomic UPDATE … WHERE ` +
        'status = 1, so a double click or two staff at once change nothing the second time. Deny needs a reason ' +
        `("${M.rejectionReasonRequired}", ≤ 50). Accounting: only approved and unsettled orders ("${M.onlyApprovedOrdersNotYet}").`,
    );
    r.note(`Unknown order: "${M.rechargeOrderNotFound}". \`isTest\` is 1/0; amounts are numbers with 2 decimals.`);
  },
);
