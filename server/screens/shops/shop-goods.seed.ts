/**
 * What the seeded shops sell: traffic packages and goods with their SKUs (the shops themselves: shops.seed.ts). Each
 * seed leaves a table that has rows alone.
 */
import { bulkInsert } from '../../db/bulk';
import type { Queryable, SqlParam } from '../../db/types';
import { DAY_MS } from '../../seed/dates';
import { FIRST_MEMBER_ID } from '../../seed/members';
import { placeholderImage, Random } from '../../seed/random';
import { at, daysAgo, seeded, SHOPS } from './shops.seed';

const GOODS = [
  '纯棉T恤',
  '保湿面霜',
  '有机大米',
  '蓝牙耳机',
  '北欧台灯',
  '婴儿湿巾',
  '瑜伽垫',
  '精装笔记本',
  '银质手链',
  '车载香薰',
  '猫粮',
  '维生素C',
];
const SPECS = ['标准款', '加大款', '礼盒装', '迷你款', '限定款', '经典款', '升级款', '套装'];
export async function seedTrafficPackages(db: Queryable): Promise<void> {
  if (await seeded(db, 'member_shop_traffic_package')) return;
  const rng = new Random(9_013);
  const packages: SqlParam[][] = [];
  for (let i = 0; i < 30; i += 1) {
    const shop = (i % SHOPS) + 1;
    const days = [7, 30, 90, 180, 365][i % 5] ?? 30;
    const start = daysAgo(rng, 60);
    const gifted = i % 3 === 0;
    const amount = [1000, 5000, 10000, 50000][i % 4] ?? 1000;
    packages.push([
      FIRST_MEMBER_ID + (shop - 1) * 7,
      shop,
      `${gifted ? '新店扶持' : '曝光加速'}包${amount}`,
      amount,
      rng.int(0, amount),
      days,
      gifted ? 2 : 1,
      gifted ? '0' : String(amount / 100),
      at(start),
      at(start + days * DAY_MS),
      gifted ? 'admin' : null,
      at(start),
    ]);
  }
  await bulkInsert(
    db,
    'member_shop_traffic_package',
    [
      'uid',
      'shop_id',
      'package_name',
      'traffic_amount',
      'used_amount',
      'valid_days',
      'type',
      'price',
      'start_time',
      'expire_time',
      'operator',
      'created_time',
    ],
    packages,
  );
}

/** The shops' goods and each one's SKUs (one seed: a SKU's price follows its goods'). */
export async function seedShopGoods(db: Queryable): Promise<void> {
  if (await seeded(db, 'member_shop_goods')) return;
  const rng = new Random(9_014);
  const goods: SqlParam[][] = [];
  const skus: SqlParam[][] = [];
  for (let i = 0; i < 30; i += 1) {
    const price = rng.money(20, 800);
    goods.push([
      (i % SHOPS) + 1,
      `${GOODS[i % GOODS.length] ?? ''}${i + 1}`,
      placeholderImage(`G${i + 1}`, (i * 29) % 360),
      price.toFixed(2),
      (price * 1.3).toFixed(2),
      rng.int(0, 500),
      rng.int(0, 900),
      [1, 1, 0, 2, 3][i % 5] ?? 1,
      at(daysAgo(rng, 60)),
    ]);
    for (const [k, spec] of SPECS.slice(0, 8 - (i % 6)).entries()) {
      skus.push([
        i + 1,
        `${GOODS[i % GOODS.length] ?? ''}${i + 1}-${spec}`,
        spec,
        (price * (1.3 + k * 0.1)).toFixed(2),
        rng.int(0, 200),
        rng.int(0, 300),
      ]);
    }
  }
  await bulkInsert(
    db,
    'member_shop_goods',
    ['shop_id', 'goods_name', 'goods_image', 'price', 'sale_price', 'stock', 'sales', 'status', 'created_time'],
    goods,
  );
  await bulkInsert(
    db,
    'member_shop_goods_sku',
    ['goods_id', 'sku_name', 'spec_name', 'sale_price', 'stock', 'sales'],
    skus,
  );
}
