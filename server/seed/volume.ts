/**
 * The volume seed (`npm run seed:volume -- --members 1000000`, docs/performance.md "At volume"): synthetic members and
 * their ledger added to a seeded PostgreSQL database at the size the console is built for, with `generate_series` in
 * a few statements. Per member: 10 wallet changes, 3 withdrawals, 3 recharges, 1 points record (1,000,000 members →
 * 10,000,000 / 3,000,000 / 3,000,000 / 1,000,000). The rows are consistent where the console checks them: each
 * member's changes chain (balance before + amount = balance after, per currency) and end at the member's balance;
 * phones, invite codes and order numbers are unique. Like the demo seed they are not in the audit trail: its row
 * triggers are off while they are written (the trail's hash chain stays as it was), then on again, and the lists'
 * kept totals (kit/kept-totals.ts) counted again.
 */
import type { Db } from '../db/types';
import { refillKept, type KeptTotals } from '../kit/kept-totals';

export interface VolumeSize {
  members: number;
}

/** Per member: the wallet changes, withdrawals, recharges and points records the seed writes. */
export const PER_MEMBER = { changes: 10, withdrawals: 3, recharges: 3, points: 1 } as const;

const TABLES = ['member', 'wallet_change', 'withdraw_order', 'member_recharge', 'score_record'] as const;

/** A Chinese name of member number `g` (SQL): a surname and one or two given characters from fixed pools. */
const NAME = (
  g: string,
): string => `(string_to_array('王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤', NULL))[1 + ${g} % 100]
  || (string_to_array('伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏辉建林波宁健俊帆浩宇轩然琳雪梅晨欣怡佳雨婷', NULL))[1 + (${g} / 100) % 50]
  || CASE WHEN ${g} % 3 = 0 THEN '' ELSE (string_to_array('伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏辉建林波宁健俊帆浩宇轩然琳雪梅晨欣怡佳雨婷', NULL))[1 + (${g} / 7) % 50] END`;

/** A TRC20-looking address of number `g` (SQL): 'T' and 33 base58 characters from its md5. */
const ADDRESS = (g: string): string =>
  `'T' || translate(substr(md5('a' || ${g}) || md5('b' || ${g}), 1, 33), '0', 'z')`;

/** A change's balance after (SQL, c and i integers): the sum of its currency's amounts c·j/10 for j ≤ i of its parity. */
const CUMULATIVE =
  'CASE WHEN i % 2 = 1 THEN c * ((i + 1) / 2) * ((i + 1) / 2) ELSE c * (i / 2) * (i / 2 + 1) END / 10.0';

/** Whether member number `g` (SQL) is a root of the referral tree: one in twenty, and the first 99. */
const ROOT = (g: string): string => `(${g} % 20 = 0 OR ${g} < 100)`;

/**
 * The number of the referrer of member number `g` (SQL, a non-root), less one: one of the members before it, spread
 * by a multiplicative hash.
 */
const REFERRER = (g: string): string => `(${g}::bigint * 2654435761) % (${g} - 1)`;

/** The statements that add `size.members` members after the highest member id, and their rows. */
export function volumeStatements(size: VolumeSize): string[] {
  const n = Math.floor(size.members);
  // g: 1…n, the member's number in this seed; its id is base + g. c: its amount step (1…97).
  return [
    ...TABLES.map((table) => `ALTER TABLE ${table} DISABLE TRIGGER USER`),
    'CREATE TEMP TABLE volume_base ON COMMIT DROP AS SELECT COALESCE(max(id), 0) AS base FROM member',
    `INSERT INTO member (id, real_name, phone, is_test, referrer_id, upline_depth, register_time, invite_code, status,
       real_name_status, id_number, usdt_balance, rmb_balance, score, last_login_ip)
     SELECT b.base + g, ${NAME('g')},
       -- 11 digits: one of ten prefixes the demo seed does not use, by id mod 10, then id div 10: unique per id.
       (string_to_array('133,134,153,155,156,173,175,176,183,185', ','))[1 + (b.base + g) % 10]
         || lpad(((b.base + g) / 10)::text, 8, '0'),
       g % 50 = 0,
       -- A referrer among the members before it, spread by a multiplicative hash: a tree of the usual shape (a few
       -- members with many referrals, most with one or none, uplines about ln n deep), not one member referring all.
       CASE WHEN ${ROOT('g')} THEN NULL ELSE b.base + 1 + ${REFERRER('g')} END,
       -- Its upline depth (the trigger that keeps it is off): its referrer's number is REFERRER + 1.
       CASE WHEN ${ROOT('g')} THEN 0 WHEN ${ROOT(`(1 + ${REFERRER('g')})`)} THEN 1 ELSE 2 END,
       timestamp '2026-11-27 12:00:00' - make_interval(secs => (g * 2654435761::bigint) % 31536000),
       'V' || lpad(upper(to_hex(b.base + g)), 7, '0'),
       CASE WHEN g % 97 = 0 THEN 1 ELSE 0 END,
       g % 4,
       CASE WHEN g % 4 = 0 THEN '' ELSE '1101011990' || lpad((g % 10000000)::text, 8, '0') END,
       (1 + g % 97) * 2.5, (1 + g % 97) * 3.0, (g * 13) % 5000, '10.0.' || (g % 250) || '.' || (g / 250 % 250)
     FROM volume_base b, generate_series(1, ${n}) g`,
    // Ten changes per member, i = 1…10: odd i USDT, even i RMB; amount (1 + g % 97) · i / 10, so each currency's
    // balances chain in closed form and end at the member's balance (USDT 2.5 c, RMB 3 c).
    `INSERT INTO wallet_change (uid, currency, category, biz_code, amount, balance_before, balance_after, order_no,
       operator, remark, created_time, review_status)
     SELECT m.id, CASE WHEN i % 2 = 1 THEN 'USDT' ELSE 'RMB' END, 1 + i % 2, 10001 + i % 4,
       c * i / 10.0,
       ${CUMULATIVE} - c * i / 10.0,
       ${CUMULATIVE},
       'VC' || m.id || '-' || i, 'system', '批量数据', m.register_time + make_interval(days => i),
       CASE WHEN i = 10 AND m.id % 5000 = 0 THEN 1 END
     FROM (SELECT id, register_time, 1 + (id - (SELECT base FROM volume_base)) % 97 AS c FROM member
           WHERE id > (SELECT base FROM volume_base)) m, generate_series(1, ${PER_MEMBER.changes}) i`,
    `INSERT INTO withdraw_order (order_no, user_id, currency, withdraw_amount, usdt_amount, fee_amount, transfer_amount,
       status, card_no, is_send_energy, created_time, handle_time, handler)
     SELECT 'VW' || lpad((m.id * 3 + i)::text, 14, '0'), m.id, CASE WHEN i = 2 THEN 'RMB' ELSE 'USDT' END,
       10 + (m.id * i) % 990, 10 + (m.id * i) % 990, 0.5, 9.5 + (m.id * i) % 990,
       CASE WHEN (m.id + i) % 50 = 0 THEN 1 ELSE 2 + (m.id + i) % 3 END,
       ${ADDRESS('m.id')}, i = 1,
       m.register_time + make_interval(days => 2 * i),
       CASE WHEN (m.id + i) % 50 = 0 THEN NULL ELSE m.register_time + make_interval(days => 2 * i, hours => 1) END,
       CASE WHEN (m.id + i) % 50 = 0 THEN NULL ELSE 'admin' END
     FROM member m, generate_series(1, ${PER_MEMBER.withdrawals}) i WHERE m.id > (SELECT base FROM volume_base)`,
    `INSERT INTO member_recharge (order_no, uid, recharge_type, currency, amount, status, settle_status, created_time,
       handle_time, handler)
     SELECT 'VR' || lpad((m.id * 3 + i)::text, 14, '0'), m.id, i, CASE WHEN i = 2 THEN 'RMB' ELSE 'USDT' END,
       20 + (m.id * i) % 980, CASE WHEN (m.id + i) % 40 = 0 THEN 1 ELSE 2 END, 2,
       m.register_time + make_interval(days => 3 * i),
       CASE WHEN (m.id + i) % 40 = 0 THEN NULL ELSE m.register_time + make_interval(days => 3 * i, hours => 2) END,
       CASE WHEN (m.id + i) % 40 = 0 THEN NULL ELSE 'admin' END
     FROM member m, generate_series(1, ${PER_MEMBER.recharges}) i WHERE m.id > (SELECT base FROM volume_base)`,
    `INSERT INTO score_record (uid, type, score, score_before, score_after, operator, remark, created_time)
     SELECT m.id, 3, m.score, 0, m.score, 'system', '期初积分', m.register_time
     FROM member m WHERE m.id > (SELECT base FROM volume_base)`,
    ...['member', 'wallet_change', 'withdraw_order', 'member_recharge', 'score_record'].map(
      (table) => `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    ),
    ...TABLES.map((table) => `ALTER TABLE ${table} ENABLE TRIGGER USER`),
    'ANALYZE',
  ];
}

/**
 * Runs the volume seed in one transaction (a failure leaves the database as it was, triggers on); `progress` hears
 * each statement's first words and its seconds.
 */
export async function seedVolume(
  db: Db,
  size: VolumeSize,
  kept: readonly KeptTotals[],
  progress: (step: string, seconds: number) => void = () => undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const sql of volumeStatements(size)) {
      const started = performance.now();
      await tx.query(sql);
      progress(sql.trim().split(/\s+/).slice(0, 4).join(' '), (performance.now() - started) / 1000);
    }
    // The lists' kept totals did not see the rows (the triggers were off): counted again.
    const started = performance.now();
    await refillKept(tx, kept);
    progress('kept totals', (performance.now() - started) / 1000);
  });
}
