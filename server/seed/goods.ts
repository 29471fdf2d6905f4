import { bulkInsert, syncSequence } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { baseDateMs, DAY_MS, seedTime, windowEndMs } from './dates';
import type { SeededMember } from './members';
import { placeholderImage, type Random } from './random';

const PURCHASE_CATEGORIES = ['数码家电', '美妆个护', '食品生鲜', '家居日用', '服饰箱包'];
const SCORE_CATEGORIES = ['积分好物', '生活家居', '数码配件', '美食饮品', '个护清洁', '母婴玩具'];
const GOODS_WORDS = [
  '保温杯',
  '蓝牙耳机',
  '抽纸',
  '洗衣液',
  '坚果礼盒',
  '充电宝',
  '电动牙刷',
  '毛巾套装',
  '茶叶',
  '雨伞',
  '手机支架',
  '收纳箱',
  '护手霜',
  '零食大礼包',
  '数据线',
  '台灯',
  '香皂',
  '玩具积木',
  '保鲜盒',
  '拖鞋',
];
const SPECS = ['标准款', '升级款', '红色', '蓝色', '大号', '小号', '礼盒装'];
const PROVINCES: readonly (readonly [string, string, string])[] = [
  ['广东省', '深圳市', '南山区'],
  ['浙江省', '杭州市', '西湖区'],
  ['江苏省', '南京市', '鼓楼区'],
  ['四川省', '成都市', '武侯区'],
  ['北京市', '北京市', '朝阳区'],
  ['上海市', '上海市', '浦东新区'],
  ['湖北省', '武汉市', '洪山区'],
];
const EXPRESS = ['顺丰速运', '中通快递', '圆通速递', '京东物流'];

export const SCORE_GOODS_COUNT = 48;
export const EXCHANGE_COUNT = 240;

interface SeededGoods {
  goodsId: string;
  name: string;
  image: string;
  scorePrice: number;
  skus: string[];
}

/** Goods categories (purchase type 1, points mall type 2), points-mall goods with SKUs, exchange records. */
export async function seedGoods(db: Queryable, rng: Random, members: readonly SeededMember[]): Promise<void> {
  const categories: SqlParam[][] = [];
  PURCHASE_CATEGORIES.forEach((name, i) => categories.push([i + 1, name, 1, i + 1]));
  SCORE_CATEGORIES.forEach((name, i) => categories.push([PURCHASE_CATEGORIES.length + i + 1, name, 2, i + 1]));
  await bulkInsert(db, 'goods_category', ['id', 'category_name', 'type', 'sort_order'], categories);
  await syncSequence(db, 'goods_category');

  const goodsRows: SqlParam[][] = [];
  const stockRows: SqlParam[][] = [];
  const seeded: SeededGoods[] = [];
  for (let i = 0; i < SCORE_GOODS_COUNT; i += 1) {
    const id = i + 1;
    const goodsId = String(880001000 + id * 7);
    const name = `${GOODS_WORDS[i % GOODS_WORDS.length] ?? '商品'}${i >= GOODS_WORDS.length ? ` ${Math.floor(i / GOODS_WORDS.length) + 1}代` : ''}`;
    const image = placeholderImage(`G${id}`, (id * 37) % 360);
    const originPrice = rng.money(20, 800);
    const inPrice = Math.round(originPrice * 0.6 * 100) / 100;
    const suggestPrice = Math.round(originPrice * 0.9 * 100) / 100;
    const scorePrice = Math.round(suggestPrice * 10);
    const categoryId = PURCHASE_CATEGORIES.length + 1 + (i % SCORE_CATEGORIES.length);
    const createdMs = baseDateMs() - rng.int(1, 200) * DAY_MS;
    goodsRows.push([
      id,
      goodsId,
      name,
      categoryId,
      image,
      originPrice,
      inPrice,
      suggestPrice,
      scorePrice,
      i + 1,
      i % 9 === 8 ? 0 : 1,
      seedTime(createdMs),
    ]);
    const skus: string[] = [];
    const skuCount = i % 5 === 0 ? 0 : rng.int(1, 4);
    for (let s = 0; s < skuCount; s += 1) {
      const spec = SPECS[(i + s) % SPECS.length] ?? '标准款';
      const start = rng.int(50, 500);
      const skuOrigin = Math.round((originPrice + s * 5) * 100) / 100;
      stockRows.push([
        id,
        `${goodsId}${s + 1}`,
        `${name} ${spec}`,
        spec,
        placeholderImage(`S${s + 1}`, (id * 37 + s * 50) % 360),
        start,
        rng.int(0, start),
        skuOrigin,
        Math.round(skuOrigin * 0.6 * 100) / 100,
        Math.round(skuOrigin * 0.9 * 100) / 100,
        Math.round(skuOrigin * 9),
      ]);
      skus.push(spec);
    }
    seeded.push({ goodsId, name, image, scorePrice, skus });
  }
  await bulkInsert(
    db,
    'score_goods',
    [
      'id',
      'goods_id',
      'goods_name',
      'category_id',
      'goods_image',
      'origin_price',
      'in_price',
      'suggest_price',
      'score_price',
      'sort',
      'status',
      'created_time',
    ],
    goodsRows,
  );
  await syncSequence(db, 'score_goods');
  await bulkInsert(
    db,
    'score_goods_stock',
    [
      'score_goods_id',
      'goods_id',
      'goods_name',
      'spec_name',
      'goods_image',
      'goods_stock_start',
      'goods_stock_valid',
      'origin_price',
      'in_price',
      'suggest_price',
      'score_price',
    ],
    stockRows,
  );

  const records: SqlParam[][] = [];
  for (let i = 0; i < EXCHANGE_COUNT; i += 1) {
    const status = i % 6;
    const member = rng.pick(members);
    const goods = rng.pick(seeded);
    const [province, city, district] = rng.pick(PROVINCES);
    const createdMs = windowEndMs() - 60 * DAY_MS + rng.int(0, 60 * 86400 - 1) * 1000;
    const shipped = status === 2 || status === 3;
    records.push([
      i + 1,
      member.id,
      `${20260000000000 + i * 7919}`,
      rng.chance(0.85) ? `${rng.digits(18)}` : null,
      status,
      goods.scorePrice,
      goods.goodsId,
      goods.image,
      goods.name,
      goods.skus.length ? rng.pick(goods.skus) : null,
      shipped ? rng.pick(EXPRESS) : null,
      shipped ? `SF${rng.digits(12)}` : null,
      province,
      city,
      district,
      `${rng.pick(['人民路', '建设路', '中山路', '解放路'])}${rng.int(1, 300)}号${rng.int(1, 30)}栋${rng.int(101, 2802)}室`,
      shipped ? seedTime(Math.min(createdMs + rng.int(1, 72) * 3600 * 1000, windowEndMs() - 1000)) : null,
      seedTime(createdMs),
    ]);
  }
  await bulkInsert(
    db,
    'score_exchange_record',
    [
      'id',
      'uid',
      'order_id',
      'three_party_order_id',
      'status',
      'score_price',
      'goods_id',
      'goods_image',
      'goods_name',
      'sku_name',
      'express_name',
      'express_number',
      'province_txt',
      'city_txt',
      'district_txt',
      'street_address',
      'shipping_time',
      'created_time',
    ],
    records,
  );
  await syncSequence(db, 'score_exchange_record');
}
