/**
 * A demo history for the audit trail of a fresh demo database: the records the seeded ledger's staff-made wallet
 * changes would have left (the member's balance before and after, the change row, its second review), dated and
 * attributed as those rows say, chained and hashed as the trigger does (server/db/audit.ts). The demo data itself is
 * loaded before the trail's triggers are attached, so without this the screen would open on an empty trail. Written
 * only while the trail is empty: a database with records keeps its own history untouched.
 */
import { moneyChangeRecords } from '../../../contract/finance/money-change-records';
import { operationBalance } from '../../../contract/finance/operation-balance';
import { rechargeOrders } from '../../../contract/finance/recharge-orders';
import { withdrawOrders } from '../../../contract/finance/withdraw-orders';
import type { Call } from '../../../contract/calls';
import { CANONICAL_SQL, GENESIS } from '../../db/audit';
import type { Queryable } from '../../db/types';

interface DemoRecord {
  createdTime: string;
  actorId: number;
  actorName: string;
  route: string | null;
  action: 'insert' | 'update';
  entity: string;
  entityId: string;
  memberId: number;
  changes: Record<string, readonly [unknown, unknown]>;
  reason: string | null;
}

/** A staff-made wallet change, with the columns of its own insert record. */
interface StaffChange {
  id: number;
  uid: number;
  currency: 'USDT' | 'RMB';
  category: number;
  before: number;
  after: number;
  remark: string | null;
  createdTime: string;
  staffId: number;
  staffName: string;
  inserted: Record<string, [null, unknown]>;
  reviewStatus: number | null;
  reviewTime: string | null;
  reviewRemark: string | null;
  reviewerId: number | null;
  reviewerName: string | null;
}

/** A call as the audit trail records its route (`POST /admin-api/…`). */
const auditRoute = (call: Call): string => `${call.method.toUpperCase()} /admin-api${call.path}`;

/** The route each ledger category's staff change is made through. */
const ROUTE_OF: Readonly<Record<number, string>> = {
  1: auditRoute(rechargeOrders.approve),
  2: auditRoute(withdrawOrders.review),
  12: auditRoute(operationBalance.balanceUpdate),
  13: auditRoute(operationBalance.balanceUpdate),
};

/**
 * The focus member's latest three staff-made changes (the member with the most, so the member drawer and the
 * generated contract test have several records of one member) and the latest four of other members. Only staff who
 * may write make them: the seeded ledger also names the read-only operator, whose changes the trail would show as
 * writes it is refused.
 */
const STAFF_CHANGES = `
  WITH writers AS (
    SELECT s.id, s.username, s.nickname FROM staff_user s
    WHERE EXISTS (SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id
                  WHERE ur.user_id = s.id AND r.name <> 'ROLE_OPERATOR')
  ), staff AS (
    SELECT c.*, s.id AS staff_id, s.username AS staff_name
    FROM wallet_change c JOIN writers s ON c.operator IN (s.nickname, s.username)
  ), focus AS (SELECT uid FROM staff GROUP BY uid ORDER BY count(*) DESC, uid LIMIT 1), picked AS (
    (SELECT * FROM staff WHERE uid = (SELECT uid FROM focus) ORDER BY created_time DESC, id DESC LIMIT 3)
    UNION ALL
    (SELECT * FROM staff WHERE uid <> (SELECT uid FROM focus) ORDER BY created_time DESC, id DESC LIMIT 4)
  )
  SELECT p.id, p.uid, p.currency, p.category, p.balance_before::float8 AS before, p.balance_after::float8 AS after,
    p.remark, p.created_time::text AS "createdTime", p.staff_id AS "staffId", p.staff_name AS "staffName",
    (SELECT jsonb_object_agg(e.key, jsonb_build_array(NULL::jsonb, e.value))
     FROM jsonb_each(to_jsonb(c)) e) AS inserted,
    p.review_status AS "reviewStatus", p.review_time::text AS "reviewTime", p.review_remark AS "reviewRemark",
    r.id AS "reviewerId", r.username AS "reviewerName"
  FROM picked p JOIN wallet_change c ON c.id = p.id
  LEFT JOIN writers r ON p.reviewer IN (r.nickname, r.username)
  ORDER BY p.created_time, p.id`;

function recordsOf(change: StaffChange): DemoRecord[] {
  const by = {
    actorId: change.staffId,
    actorName: change.staffName,
    route: ROUTE_OF[change.category] ?? null,
    memberId: change.uid,
    reason: change.remark,
  };
  const balance = change.currency === 'USDT' ? 'usdt_balance' : 'rmb_balance';
  const records: DemoRecord[] = [
    {
      ...by,
      createdTime: change.createdTime,
      action: 'update',
      entity: 'member',
      entityId: String(change.uid),
      changes: { [balance]: [change.before, change.after] },
    },
    {
      ...by,
      createdTime: change.createdTime,
      action: 'insert',
      entity: 'wallet_change',
      entityId: String(change.id),
      // As it was inserted: waiting for its review, when it was reviewed since.
      changes: { ...change.inserted, ...REVIEW_PENDING(change) },
    },
  ];
  if (change.reviewStatus !== null && change.reviewStatus !== 1 && change.reviewerId !== null && change.reviewTime)
    records.push({
      actorId: change.reviewerId,
      actorName: change.reviewerName ?? '',
      route: auditRoute(moneyChangeRecords.review),
      memberId: change.uid,
      reason: change.reviewRemark,
      createdTime: change.reviewTime,
      action: 'update',
      entity: 'wallet_change',
      entityId: String(change.id),
      changes: {
        review_status: [1, change.reviewStatus],
        reviewer: [null, change.reviewerName],
        review_time: [null, change.reviewTime.replace(' ', 'T')],
      },
    });
  return records;
}

/** A reviewed change was inserted waiting for its review: no reviewer, no review time yet. */
const REVIEW_PENDING = (change: StaffChange): Record<string, [null, unknown]> =>
  change.reviewStatus === null
    ? {}
    : { review_status: [null, 1], reviewer: [null, null], review_time: [null, null], review_remark: [null, null] };

/** Appends one record after the trail's head, hashed as audit_append does (CANONICAL_SQL over the same columns). */
async function append(db: Queryable, record: DemoRecord, ip: string): Promise<void> {
  await db.query(
    `INSERT INTO audit_trail
     SELECT a.*, encode(sha256(convert_to(${CANONICAL_SQL}, 'UTF8')), 'hex')
     FROM (SELECT COALESCE((SELECT max(t.id) FROM audit_trail t), 0) + 1 AS id, $1::timestamp AS created_time,
             $2::integer AS actor_id, $3::text AS actor_name, $4::text AS ip, $5::text AS route, $6::text AS action,
             $7::text AS entity, $8::text AS entity_id, $9::integer AS member_id, $10::jsonb AS changes,
             $11::text AS reason,
             COALESCE((SELECT t.hash FROM audit_trail t ORDER BY t.id DESC LIMIT 1), '${GENESIS}')::char(64) AS prev_hash
          ) a`,
    [
      record.createdTime,
      record.actorId,
      record.actorName,
      ip,
      record.route,
      record.action,
      record.entity,
      record.entityId,
      record.memberId,
      JSON.stringify(record.changes),
      record.reason,
    ],
  );
}

export async function seedAuditHistory(db: Queryable): Promise<void> {
  const [trail] = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM audit_trail) AS present');
  if (trail?.present) return;
  await db.query('SELECT pg_advisory_xact_lock(7318001)');
  const records = (await db.query<StaffChange>(STAFF_CHANGES))
    .flatMap(recordsOf)
    .sort((a, b) => a.createdTime.localeCompare(b.createdTime));
  for (const record of records) await append(db, record, `10.0.0.${10 + record.actorId}`);
}
