/**
 * Demo investments, consistent with the ledger: each is funded by a USDT recharge, debited when made (40002), and
 * each past day of its term is a settled income credit (40001) with the principal returned at maturity (40003); the
 * days from the seed day on are unsettled. Anchored on the seed day, so the task schedule's "today" has figures.
 */
import type { Queryable } from '../../db/types';
import { applyMoneyChange, CATEGORY } from '../../lib/ledger';
import { formatWallClock, shanghaiNow, wallClockMs } from '../../lib/time';
import { DAY_MS } from '../../seed/dates';
import { memberIds, seedRandom } from '../../seed/entity-seed';

const RECORDS = 24;

export async function seedInvestments(db: Queryable): Promise<void> {
  const rng = seedRandom(9001);
  const ids = await memberIds(db, 60);
  const configs = await db.query<{ id: number; name: string; rate: string; term: number; min: string }>(
    `SELECT id, name, rate::text AS rate, term, min_amount::text AS min FROM invest_config
     WHERE status = 1 AND term <= 30 ORDER BY id`,
  );
  const today = wallClockMs(`${shanghaiNow().slice(0, 10)} 00:00:00`);
  for (let i = 0; i < RECORDS; i += 1) {
    const config = configs[i % configs.length];
    const uid = ids[(i * 7) % ids.length];
    if (!config || uid === undefined) continue;
    const amount = `${Number(config.min) * rng.int(1, 4)}.00`;
    const startMs = today - rng.int(0, 20) * DAY_MS + rng.int(9 * 3600, 20 * 3600) * 1000;
    const orderNo = `IV${formatWallClock(startMs).replace(/\D/g, '').slice(0, 8)}${String(i + 1).padStart(4, '0')}`;
    const at = formatWallClock(startMs);
    await applyMoneyChange(db, {
      uid,
      currency: 'USDT',
      amount,
      category: CATEGORY.recharge,
      bizCode: 10001,
      orderNo: `RC${orderNo}`,
      remark: '投资入金',
      at: formatWallClock(startMs - 3600 * 1000),
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
    for (let day = 1; day <= config.term; day += 1) {
      const dueMs = startMs + day * DAY_MS;
      const settled = dueMs < today;
      const [row] = await db.query<{ income: string }>(
        `INSERT INTO invest_settle_record (invest_id, uid, income, settle_time, status, settled_time)
         VALUES ($1, $2, round($3::numeric * $4::numeric / 100, 2), $5::timestamp, $6, $7::timestamp)
         RETURNING income::text AS income`,
        [
          record.id,
          uid,
          amount,
          config.rate,
          formatWallClock(dueMs),
          settled ? 1 : 2,
          settled ? formatWallClock(dueMs) : null,
        ],
      );
      if (!settled || !row) continue;
      const when = formatWallClock(dueMs);
      await applyMoneyChange(db, {
        uid,
        currency: 'USDT',
        amount: row.income,
        category: CATEGORY.investmentIncome,
        bizCode: 40001,
        orderNo,
        at: when,
      });
      if (day === config.term)
        await applyMoneyChange(db, {
          uid,
          currency: 'USDT',
          amount,
          category: CATEGORY.investment,
          bizCode: 40003,
          orderNo,
          at: when,
        });
    }
  }
}
