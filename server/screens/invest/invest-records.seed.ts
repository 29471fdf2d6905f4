/**
 * Demo investments, consistent with the ledger: each is funded by a USDT recharge, debited when made (40002), and
 * each past day of its term is a settled income credit (40001) with the principal returned at maturity (40003); the
 * days from the seed day on are unsettled. Anchored on the seed day, so the task schedule's "today" has figures.
 */
import type { Queryable } from '../../db/types';
import { applyMoneyChange, CATEGORY } from '../../lib/ledger';
import { formatWallClock } from '../../lib/time';
import { DAY_MS, seedDayStartMs, seedTime, seedTimeFrom } from '../../seed/dates';
import { memberIds, seedRandom } from '../../seed/entity-seed';

const RECORDS = 16;

export async function seedInvestments(db: Queryable): Promise<void> {
  const rng = seedRandom(9001);
  const ids = await memberIds(db, 60);
  const configs = await db.query<{ id: number; name: string; rate: string; term: number; min: string }>(
    `SELECT id, name, rate::text AS rate, term, min_amount::text AS min FROM invest_config
     WHERE status = 1 AND term <= 15 ORDER BY id`,
  );
  const today = seedDayStartMs();
  for (let i = 0; i < RECORDS; i += 1) {
    const config = configs[i % configs.length];
    const uid = ids[(i * 7) % ids.length];
    if (!config || uid === undefined) continue;
    const amount = `${Number(config.min) * rng.int(1, 4)}.00`;
    const startMs = today - rng.int(0, 12) * DAY_MS + rng.int(9 * 3600, 20 * 3600) * 1000;
    const at = seedTime(startMs);
    const orderNo = `IV${at.replace(/\D/g, '').slice(0, 8)}${String(i + 1).padStart(4, '0')}`;
    await applyMoneyChange(db, {
      uid,
      currency: 'USDT',
      amount,
      category: CATEGORY.recharge,
      bizCode: 10001,
      orderNo: `RC${orderNo}`,
      remark: '投资入金',
      at: seedTimeFrom(at, -3600 * 1000),
    });
    await applyMoneyChange(db, {
      uid,
      currency: 'USDT',
      amount: `-${amount}`,
      category: CATEGORY.investment,
      bizCode: 40002,
      orderNo,
      at,
    });
    const [record] = await db.query<{ id: number }>(
      `INSERT INTO invest_record (order_no, uid, config_id, product_name, amount, rate, term, status, remark,
         start_time, end_time, created_time)
       VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7, $8, $11, $9::timestamp, $10::timestamp, $9::timestamp)
       RETURNING id`,
      [
        orderNo,
        uid,
        config.id,
        config.name,
        amount,
        config.rate,
        config.term,
        i % 9 === 8 ? 2 : 1,
        at,
        formatWallClock(startMs + config.term * DAY_MS),
        i % 5 === 0 ? '客户经理代为登记' : '',
      ],
    );
    if (!record) continue;
    // One row per day of the term; the days before the seed day are settled (and credited below).
    const settled = await db.query<{ income: string; at: string; last: boolean }>(
      `WITH days AS (
         INSERT INTO invest_settle_record (invest_id, uid, income, settle_time, status, settled_time)
         SELECT $1, $2, round($3::numeric * $4::numeric / 100, 2), t, CASE WHEN t < $7::timestamp THEN 1 ELSE 2 END,
           CASE WHEN t < $7::timestamp THEN t END
         FROM generate_series(1, $6::int) AS d, LATERAL (SELECT $5::timestamp + make_interval(days => d) AS t) AS due
         RETURNING income, settle_time, status
       )
       SELECT income::text AS income, to_char(settle_time, 'YYYY-MM-DD HH24:MI:SS') AS at,
         settle_time = $5::timestamp + make_interval(days => $6::int) AS last
       FROM days WHERE status = 1 ORDER BY settle_time`,
      [record.id, uid, amount, config.rate, at, config.term, formatWallClock(today)],
    );
    for (const day of settled) {
      await applyMoneyChange(db, {
        uid,
        currency: 'USDT',
        amount: day.income,
        category: CATEGORY.investmentIncome,
        bizCode: 40001,
        orderNo,
        at: day.at,
      });
      if (day.last)
        await applyMoneyChange(db, {
          uid,
          currency: 'USDT',
          amount,
          category: CATEGORY.investment,
          bizCode: 40003,
          orderNo,
          at: day.at,
        });
    }
  }
}
