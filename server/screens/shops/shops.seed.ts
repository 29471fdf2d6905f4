/**
 * The shops area's demo rows, one seed per table, each registered by the screen that owns its table (shops.tables.ts)
 * and run after the tables it points to. A shop's number, member, name, system and deposit follow from its index
 * (`demoShop`), so the applications' seed names the same shops without reading them back. A database seeded before
 * the seeds were split already holds these rows: each seed leaves a table that has rows alone. What the shops sell
 * (traffic packages, goods and their SKUs): shop-goods.seed.ts.
 */
import { bulkInsert } from '../../db/bulk';
import type { Queryable, SqlParam } from '../../db/types';
import { applyMoneyChange, CATEGORY } from '../../lib/ledger';
import { DAY_MS, seedTime, windowEndMs } from '../../seed/dates';
import { FIRST_MEMBER_ID } from '../../seed/members';
import { placeholderImage, Random } from '../../seed/random';
import { BIZ_SHOP_CLOSURE_REFUND } from './shops.transitions';

const SYSTEMS = [
  '旗舰店',
  '专营店',
  '精品店',
  '社区店',
  '体验店',
  '直营店',
  '加盟店',
  '工厂店',
  '品牌店',
  '折扣店',
  '臻选店',
  '便利店',
];
const INDUSTRIES = [
  '服装鞋包',
  '美妆个护',
  '食品生鲜',
  '数码家电',
  '家居家装',
  '母婴用品',
  '运动户外',
  '图书文娱',
  '珠宝配饰',
  '汽车用品',
  '宠物用品',
  '医药保健',
];
/** How many shops the seed opens (ids 1 to SHOPS). */
export const SHOPS = 40;
const CLOSE_STATUSES = [1, 0, 2, 2, 4, 4, 3, -1, 1];
const CLOSE_APPLICATIONS = 16;
export const at = (ms: number): string => seedTime(ms);
export const daysAgo = (rng: Random, max: number): number =>
  windowEndMs() - rng.int(1, max) * DAY_MS - rng.int(0, 86399) * 1000;

/** Whether a table already holds rows (a database seeded when one seed wrote the whole area). */
export async function seeded(db: Queryable, table: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length > 0;
}

/** Shop `i` (0-based) as seeded: member, name, system, industry, deposit and status. */
function demoShop(i: number): SqlParam[] {
  const system = (i % SYSTEMS.length) + 1;
  return [
    `SH${String(100001 + i)}`,
    FIRST_MEMBER_ID + i * 7,
    `${INDUSTRIES[i % INDUSTRIES.length] ?? ''}·${SYSTEMS[system - 1] ?? ''}${i + 1}号`,
    system,
    (i % INDUSTRIES.length) + 1,
    String(system * 500),
    i < CLOSE_APPLICATIONS && [2, 4].includes(CLOSE_STATUSES[i % CLOSE_STATUSES.length] ?? 1) ? 2 : 1,
  ];
}

export async function seedShopSystems(db: Queryable): Promise<void> {
  if (await seeded(db, 'shop_system')) return;
  const rng = new Random(9_009);
  await bulkInsert(
    db,
    'shop_system',
    [
      'system_name',
      'deposit',
      'feature',
      'goods_limit',
      'claim_level',
      'claim_days',
      'claim_limit',
      'claimed_count',
      'sort',
      'status',
      'created_time',
    ],
    SYSTEMS.map((name, i) => [
      name,
      String((i + 1) * 500),
      (i % 2) + 1,
      50 * (i + 1),
      i % 7,
      [0, 7, 15, 30][i % 4] ?? 0,
      10 * (i % 5),
      rng.int(0, 9),
      i + 1,
      i === SYSTEMS.length - 1 ? 0 : 1,
      at(daysAgo(rng, 120)),
    ]),
  );
}

export async function seedShopIndustries(db: Queryable): Promise<void> {
  if (await seeded(db, 'shop_industry')) return;
  const rng = new Random(9_010);
  await bulkInsert(
    db,
    'shop_industry',
    ['industry_name', 'shop_system_id', 'sort', 'status', 'created_time'],
    INDUSTRIES.map((name, i) => [name, (i % SYSTEMS.length) + 1, i + 1, i === 5 ? 0 : 1, at(daysAgo(rng, 120))]),
  );
}

export async function seedMemberShops(db: Queryable): Promise<void> {
  if (await seeded(db, 'member_shop')) return;
  const rng = new Random(9_011);
  const shops = Array.from({ length: SHOPS }, (_, i) => [...demoShop(i), at(daysAgo(rng, 90))]);
  await bulkInsert(
    db,
    'member_shop',
    ['shop_no', 'uid', 'shop_name', 'shop_system_id', 'industry_id', 'deposit', 'status', 'open_time', 'logo'],
    shops.map((shop, i) => [...shop, placeholderImage(`S${i + 1}`, (i * 53) % 360)]),
  );
}

const OPEN_STATUSES = [1, 1, 1, 1, 0, 3, 4, 4, -1];
const APPLY_COLUMNS = [
  'apply_no',
  'apply_type',
  'uid',
  'shop_id',
  'shop_name',
  'shop_system_id',
  'industry_id',
  'deposit',
  'reason',
  'status',
  'remark',
  'handler',
  'handle_time',
  'created_time',
];

export async function seedShopApplications(db: Queryable): Promise<void> {
  if (await seeded(db, 'member_shop_apply')) return;
  const rng = new Random(9_012);
  const rows: SqlParam[][] = [];
  for (let i = 0; i < 27; i += 1) {
    const status = OPEN_STATUSES[i % OPEN_STATUSES.length] ?? 1;
    const system = (i % SYSTEMS.length) + 1;
    const created = daysAgo(rng, 60);
    const handled = status === 3 || status === 4;
    rows.push([
      `OA${String(20261000 + i)}`,
      1,
      FIRST_MEMBER_ID + 3 + i * 11,
      status === 4 ? (i % SHOPS) + 1 : null,
      `${INDUSTRIES[(system - 1) % INDUSTRIES.length] ?? ''}新店${i + 1}`,
      system,
      // Industry n is offered under system n: an application's industry is one of its system's.
      ((system - 1) % INDUSTRIES.length) + 1,
      String(system * 500),
      '',
      status,
      status === 3 ? '资料不完整' : null,
      handled ? 'admin' : null,
      handled ? at(created + DAY_MS) : null,
      at(created),
    ]);
  }
  const refunds: { uid: number; amount: string; applyNo: string; at: string }[] = [];
  for (let i = 0; i < CLOSE_APPLICATIONS; i += 1) {
    const status = CLOSE_STATUSES[i % CLOSE_STATUSES.length] ?? 1;
    const shop = demoShop(i);
    const created = daysAgo(rng, 30);
    const handled = status >= 2;
    const applyNo = `CA${String(20261100 + i)}`;
    if (status === 4)
      refunds.push({ uid: Number(shop[1]), amount: String(shop[5]), applyNo, at: at(created + 2 * DAY_MS) });
    rows.push([
      applyNo,
      2,
      shop[1] ?? null,
      i + 1,
      shop[2] ?? '',
      shop[3] ?? 1,
      shop[4] ?? null,
      shop[5] ?? '0',
      ['经营不善', '个人原因', '转行', '店铺合并'][i % 4] ?? '',
      status,
      status === 3 ? '存在未完成订单' : null,
      handled ? 'admin' : null,
      handled ? at(created + DAY_MS) : null,
      at(created),
    ]);
  }
  await bulkInsert(db, 'member_shop_apply', APPLY_COLUMNS, rows);
  // Refunds already made went through the ledger, so balance = sum of change records holds for seeded members too.
  for (const refund of refunds) {
    await applyMoneyChange(db, {
      uid: refund.uid,
      currency: 'USDT',
      amount: refund.amount,
      category: CATEGORY.shopOpening,
      bizCode: BIZ_SHOP_CLOSURE_REFUND,
      orderNo: refund.applyNo,
      operator: 'admin',
      at: refund.at,
    });
    await db.query('UPDATE member_shop_apply SET refund_time = $2::timestamp WHERE apply_no = $1', [
      refund.applyNo,
      refund.at,
    ]);
  }
}
