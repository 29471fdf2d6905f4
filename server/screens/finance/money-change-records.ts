import { moneyChangeRecords } from '../../../contract/finance/money-change-records';
import { ApiError } from '../../lib/api-error';
import { optEnum, optString, requireInt } from '../../lib/input';
import { between, contains, eq, flag, oneOf, containsName } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { changesKept } from '../../kit/kept-tables';
import { integer, money, serial, table, text, timestamp } from '../../lib/table';
import { applyMoneyChange, CATEGORY, type Currency, byStaff } from '../../lib/ledger';
import { shanghaiNow } from '../../lib/time';
import { HELD_ELSEWHERE, mayDecide } from '../../lib/review-queue';
import { QUEUES } from '../../lib/review-queues';
import { changeFrom, CHANGE_SELECT } from './money-change-records.query';
import { M } from '../../i18n/messages';

export const walletChange = table('wallet_change', {
  id: serial(),
  uid: integer({ references: 'member(id)' }),
  currency: text(),
  category: integer(),
  bizCode: integer(),
  amount: money(),
  balanceBefore: money(),
  balanceAfter: money(),
  orderNo: text({ nullable: true }),
  operator: text({ nullable: true }),
  remark: text({ nullable: true }),
  createdTime: timestamp(),
  reviewStatus: integer({ nullable: true }),
  reviewer: text({ nullable: true }),
  reviewTime: timestamp({ nullable: true }),
  reviewRemark: text({ nullable: true }),
});

const CATEGORIES = Object.values(CATEGORY);

/** Every wallet movement (SPEC §7.5 `/wallet/change/list`), with the second review of large manual credits. */
export default screenRoutes(
  'finance/money-change-records',
  { order: 3, title: { 'zh-CN': '资金变动记录', 'en-US': 'Fund change records' } },
  (r) => {
    r.entity({
      table: walletChange,
      existing: 'schema v41',
      migrations: [
        {
          id: 'wallet_change:review',
          sql: `ALTER TABLE wallet_change ADD COLUMN review_status integer, ADD COLUMN reviewer text,
          ADD COLUMN review_time timestamp, ADD COLUMN review_remark text;
          CREATE INDEX wallet_change_time_idx ON wallet_change(created_time, id)`,
        },
        {
          // The reviewer compared by id, shown by username (it was the nickname, which its owner edits).
          id: 'wallet_change:reviewer_id',
          sql: `ALTER TABLE wallet_change ADD COLUMN reviewer_id integer;
          UPDATE wallet_change c SET reviewer_id = s.id, reviewer = s.username FROM staff_user s
          WHERE c.reviewer IN (s.username, s.nickname) AND s.nickname <> ''`,
        },
        {
          // The list's order on that very expression: a page reads its rows in order instead of sorting every change
          // (7.5 s for the first page at 10,000,000 changes; docs/performance.md "At volume").
          id: 'wallet_change:review-first-order',
          sql: `CREATE INDEX wallet_change_review_first_idx
          ON wallet_change ((COALESCE(review_status = 1, false)) DESC, created_time DESC, id DESC)`,
        },
        {
          // The review queue's oldest change waiting for its second review (lib/review-queue.ts), without a scan.
          id: 'wallet_change:review-queue',
          sql: 'CREATE INDEX wallet_change_review_queue_idx ON wallet_change(created_time, id) WHERE review_status = 1',
        },
      ],
    });
    r.list(moneyChangeRecords.list, {
      from: changeFrom(),
      select: CHANGE_SELECT,
      filters: {
        uid: eq('c.uid'),
        phone: contains('m.phone'),
        realName: containsName('m.real_name'),
        isTest: flag('m.is_test'),
        currency: oneOf('c.currency', ['USDT', 'RMB']),
        category: oneOf('c.category', CATEGORIES),
        bizCode: eq('c.biz_code'),
        orderNo: contains('c.order_no'),
        operator: containsName('c.operator'),
        reviewStatus: oneOf('c.review_status', [1, 2, 3]),
        ...between('c.created_time', 'startTime', 'endTime', 'time', { field: 'createdTime' }),
      },
      // Changes waiting for their second review first: they are the page's work.
      order: 'COALESCE(c.review_status = 1, false) DESC, c.created_time DESC, c.id DESC',
      // The count over 10,000,000 changes, a tab's or whole days' is kept.
      ...changesKept(),
      doc: 'changes waiting for review (reviewStatus 1) first, then newest first',
    });

    // Hand-written: who asks decides (not the maker), and a reversal moves money back through the ledger.
    r.post(
      moneyChangeRecords.review,
      {
        consoleOnly: 'the second review of a large manual credit',
        params: '{id, status: 2|3, remark}',
        doc:
          'second review of a large manual credit (reviewStatus 1): 2 confirms it; 3 reverses it by an admin debit ' +
          `(13/110001) in the same transaction ("${M.insufficientBalance}" when already spent). Not by the staff who made it.`,
      },
      async ({ db, input, user }) => {
        const id = requireInt(input, 'id');
        const status = optEnum(input, 'status', [2, 3]);
        if (status === undefined) throw new ApiError(M.reviewStatusNotValid);
        const remark = optString(input, 'remark') ?? null;
        if (status === 3 && !remark) throw new ApiError(M.rejectionReasonRequired);
        if (remark && remark.length > 50) throw new ApiError(M.rejectionReasonCannotLonger);
        const [change] = await db.query<{ operatorId: number | null }>(
          'SELECT operator_id AS "operatorId" FROM wallet_change WHERE id = $1',
          [id],
        );
        if (!change) throw new ApiError(M.balanceChangeRecordNotFound);
        if (change.operatorId === user.id) throw new ApiError(M.youCannotReviewChange);
        // Another reviewer holds it in the review queue (lib/review-queue.ts) until they decide or their claim ends.
        if (!(await mayDecide(db, QUEUES.moneyChanges?.name ?? '', id, user.id)))
          throw new ApiError(HELD_ELSEWHERE.record);

        await db.transaction(async (tx) => {
          const [done] = await tx.query<{ uid: number; currency: Currency; amount: string }>(
            `UPDATE wallet_change SET review_status = $2, reviewer = $3, review_time = $4::timestamp, review_remark = $5,
             reviewer_id = $6
           WHERE id = $1 AND review_status = 1 RETURNING uid, currency, amount::text`,
            [id, status, user.username, shanghaiNow(), remark, user.id],
          );
          if (!done) throw new ApiError(M.changeAlreadyReviewed);
          if (status === 3)
            await applyMoneyChange(tx, {
              uid: done.uid,
              currency: done.currency,
              amount: `-${done.amount}`,
              category: CATEGORY.adminDebit,
              bizCode: 110001,
              orderNo: `RV${id}`,
              ...byStaff(user),
              remark,
            });
        });
        return null;
      },
    );

    r.note(
      'Review: a manual credit of 10,000 or more (either currency) is recorded with reviewStatus 1 and waits for a ' +
        'second reviewer (the balance moves at once; a rejection reverses it, orderNo `RV<id>`). Other rows have ' +
        `reviewStatus null. A second review: "${M.changeAlreadyReviewed}"; its own maker: "${M.youCannotReviewChange}".`,
    );
  },
);
