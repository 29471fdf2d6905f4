import { moneyApprovals } from '../../../contract/finance/money-approvals';
import { ApiError } from '../../lib/api-error';
import { optString, requireInt } from '../../lib/input';
import { between, contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, money, serial, table, text, timestamp } from '../../lib/table';
import { APPROVAL_KINDS, APPROVAL_STATUS, approve, fourEyesThreshold, reject } from '../../lib/four-eyes';
import { sqlTime } from '../../lib/time';
import { HELD_ELSEWHERE, mayDecide } from '../../lib/review-queue';
import { QUEUES } from '../../lib/review-queues';
import { seedNow, seedTimeFrom } from '../../seed/dates';
import { requireFreshSecondFactor } from '../../lib/two-factor';
import { addedPageSql } from '../../seed/menu';
import { M } from '../../i18n/messages';

const HOUR = 3_600_000;

const approval = table('money_approval', {
  id: serial(),
  kind: text(),
  uid: integer({ references: 'member(id)' }),
  currency: text(),
  amount: money(),
  remark: text({ nullable: true }),
  withdrawId: integer({ nullable: true }),
  requestedBy: integer(),
  requestedByName: text(),
  requestedTime: timestamp(),
  status: integer({ default: '0' }),
  decidedBy: integer({ nullable: true }),
  decidedByName: text({ nullable: true }),
  decidedTime: timestamp({ nullable: true }),
  decideRemark: text({ nullable: true }),
  changeId: integer({ nullable: true }),
});

const SELECT = `a.id, a.kind, a.uid, m.phone, m.real_name AS "realName", a.currency, a.amount::text AS amount,
  a.remark, a.withdraw_id AS "withdrawId", w.order_no AS "orderNo", w.card_no AS "cardNo",
  a.requested_by_name AS "requestedByName", ${sqlTime('a.requested_time')} AS "requestedTime", a.status,
  a.decided_by_name AS "decidedByName", ${sqlTime('a.decided_time')} AS "decidedTime",
  a.decide_remark AS "decideRemark"`;

const PAGE = 'finance/money-approvals';
const MENU = {
  order: 8,
  title: { 'zh-CN': '资金审批', 'en-US': 'Money approvals' },
  consoleOnly: 'four-eyes approvals of money moves',
};

/** Money moves waiting for a second staff user (lib/four-eyes.ts): manual credits/debits and withdrawal approvals. */
export default screenRoutes(PAGE, MENU, (r) => {
  r.entity({
    table: approval,
    migrations: [
      { id: 'money_approval:create', sql: approval.createSql() },
      {
        id: 'money_approval:indexes',
        sql: `CREATE INDEX money_approval_pending_idx ON money_approval (status, requested_time);
          CREATE UNIQUE INDEX money_approval_withdraw_pending_idx ON money_approval (withdraw_id) WHERE status = 0`,
      },
      { id: 'money_approval:menu', sql: addedPageSql(PAGE, MENU) },
    ],
    // Demo requests by admin (the one staff user with finance rights in the seed): two waiting for a second staff
    // user, four withdrawn. No withdrawal request: the withdrawal list's approvals stay as the seed has them.
    seed: async (db) => {
      const rows: [string, number, string, string, string, number, string][] = [
        ['credit', 10041, 'USDT', '2000.00', '活动奖励补发', 0, seedTimeFrom(seedNow(), -2 * HOUR)],
        ['debit', 10042, 'RMB', '800.00', '重复到账扣回', 0, seedTimeFrom(seedNow(), -5 * HOUR)],
        ['credit', 10043, 'RMB', '1500.00', '客服补偿', 3, seedTimeFrom(seedNow(), -26 * HOUR)],
        ['debit', 10044, 'USDT', '300.00', '误操作冲正', 3, seedTimeFrom(seedNow(), -50 * HOUR)],
        ['credit', 10045, 'USDT', '5000.00', '渠道返利', 3, seedTimeFrom(seedNow(), -74 * HOUR)],
        ['credit', 10046, 'RMB', '2600.00', '活动奖励补发', 3, seedTimeFrom(seedNow(), -98 * HOUR)],
      ];
      for (const [kind, uid, currency, amount, remark, status, at] of rows)
        await db.query(
          `INSERT INTO money_approval (kind, uid, currency, amount, remark, requested_by, requested_by_name,
             requested_time, status, decided_by, decided_by_name, decided_time)
           SELECT $1, $2, $3, $4::numeric, $5, s.id, s.username, $6::timestamp, $7,
             CASE WHEN $7 = 3 THEN s.id END, CASE WHEN $7 = 3 THEN s.username END,
             CASE WHEN $7 = 3 THEN $6::timestamp + interval '1 hour' END
           FROM staff_user s WHERE s.username = 'admin'`,
          [kind, uid, currency, amount, remark, at, status],
        );
    },
  });

  r.list(moneyApprovals.list, {
    from: `money_approval a LEFT JOIN member m ON m.id = a.uid LEFT JOIN withdraw_order w ON w.id = a.withdraw_id`,
    select: SELECT,
    filters: {
      status: oneOf('a.status', [0, 1, 2, 3]),
      kind: oneOf('a.kind', APPROVAL_KINDS),
      currency: oneOf('a.currency', ['USDT', 'RMB']),
      uid: eq('a.uid'),
      requestedByName: contains('a.requested_by_name'),
      ...between('a.requested_time', 'startTime', 'endTime', 'time', { field: 'requestedTime' }),
    },
    order: `a.status = ${APPROVAL_STATUS.pending} DESC, a.requested_time DESC, a.id DESC`,
    doc: 'pending requests first, then newest first; status 0 pending, 1 approved, 2 rejected, 3 withdrawn',
  });

  // Hand-written: a read of the settings in force, not a table's rows.
  r.get(
    moneyApprovals.config,
    {
      page: ['finance/money-approvals', 'finance/operation-balance', 'finance/withdraw-orders'],
      doc: 'the thresholds in force: {USDT, RMB}, each a number or null (four-eyes off for that currency)',
    },
    async ({ db }) => ({ USDT: await fourEyesThreshold(db, 'USDT'), RMB: await fourEyesThreshold(db, 'RMB') }),
  );

  // Hand-written: who asks decides (never the requester), and the approval moves money through the ledger.
  r.post(
    moneyApprovals.approve,
    {
      params: '{id}',
      doc:
        'a second staff user approves: the credit/debit moves through the ledger (operator the requester, reviewer ' +
        `the approver) or the withdrawal is approved; its requester: "${M.youCannotApproveYour}"; ` +
        'a staff user with a second factor who gave no code in the last 5 minutes: code 428, a code first (stepUp)',
    },
    async ({ db, input, user }) => {
      const id = requireInt(input, 'id', 1);
      // Another reviewer holds it in the review queue (lib/review-queue.ts) until they decide or their claim ends.
      if (!(await mayDecide(db, QUEUES.approvals?.name ?? '', id, user.id)))
        throw new ApiError(HELD_ELSEWHERE.application);
      await requireFreshSecondFactor(db, user.token);
      await db.transaction((tx) => approve(tx, id, user));
      return null;
    },
  );

  // Hand-written: who asks decides: another staff user rejects, the requester withdraws.
  r.post(
    moneyApprovals.reject,
    {
      params: '{id, remark}',
      reason: ['remark'],
      doc: 'another staff user rejects it (remark 1–50 required); its requester withdraws it (status 3). Nothing moves',
    },
    async ({ db, input, user }) => {
      const id = requireInt(input, 'id', 1);
      // Another reviewer holds it in the review queue (lib/review-queue.ts) until they decide or their claim ends.
      if (!(await mayDecide(db, QUEUES.approvals?.name ?? '', id, user.id)))
        throw new ApiError(HELD_ELSEWHERE.application);
      const remark = optString(input, 'remark') ?? null;
      if (remark && remark.length > 50) throw new ApiError(M.rejectionReasonCannotLonger);
      await db.transaction((tx) => reject(tx, id, user, remark));
      return null;
    },
  );

  r.note(
    'Four-eyes (settings fourEyesUsdt / fourEyesRmb, blank = off): a manual credit/debit or a withdrawal approval ' +
      'above the threshold answers {pending: true, approvalId} and moves nothing until another staff user approves.',
  );
});
