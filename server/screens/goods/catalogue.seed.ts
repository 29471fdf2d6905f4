import { bulkInsert, syncSequence } from '../../db/bulk';
import type { Queryable, SqlParam } from '../../db/types';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { placeholderImage } from '../../seed/random';

const CATEGORIES = ['家用电器', '手机数码', '美妆护肤', '食品饮料', '家居百货', '服饰鞋包'];
const SUPPLIERS = ['义乌优选供应链', '深圳华强数码', '广州美妆集采', '杭州家居源头厂'];
const WORDS = [
  '空气炸锅',
  '蓝牙音箱',
  '精华液',
  '挂耳咖啡',
  '四件套',
  '运动鞋',
  '电饭煲',
  '无线耳机',
  '面膜',
  '坚果',
  '收纳柜',
  '双肩包',
];
const SPECS = ['标准版', '升级版', '白色', '黑色', '礼盒装'];
export const CATALOGUE_COUNT = 36;
/** Catalogue goods 1–24 are already selected into the platform's goods; 25–36 wait for a batch add. */
export const SELECTED_COUNT = 24;

/** Cents → '12.34' (prices stay exact: integer cents, never float sums). */
const yuan = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const images = (label: string, hue: number, count: number): string =>
  JSON.stringify(Array.from({ length: count }, (_, k) => placeholderImage(`${label}-${k + 1}`, (hue + k * 40) % 360)));

/** The supplier catalogue (categories, goods, SKUs) and the platform goods already selected from it. */
export async function seedCatalogue(db: Queryable): Promise<void> {
  await bulkInsert(
    db,
    'purchase_category',
    ['id', 'category_name', 'sort'],
    CATEGORIES.map((name, i) => [i + 1, name, i + 1]),
  );
  await syncSequence(db, 'purchase_category');
  const goods: SqlParam[][] = [];
  const skus: SqlParam[][] = [];
  const selected: SqlParam[][] = [];
  const productCategories = await db.query<{ id: number }>('SELECT id FROM goods_category WHERE type = 1 ORDER BY id');
  for (let i = 0; i < CATALOGUE_COUNT; i += 1) {
    const id = i + 1;
    const name = `${WORDS[i % WORDS.length] ?? '商品'}${i >= WORDS.length ? ` ${Math.floor(i / WORDS.length) + 1}号` : ''}`;
    const origin = 3000 + ((i * 3700) % 50000) + 90;
    const created = seedTime(baseDateMs() - (CATALOGUE_COUNT - i) * DAY_MS);
    goods.push([
      id,
      `SP${String(600100 + id * 3)}`,
      name,
      (i % CATEGORIES.length) + 1,
      SUPPLIERS[i % SUPPLIERS.length] ?? '',
      placeholderImage(`P${id}`, (id * 29) % 360),
      images(`B${id}`, id * 29, 3),
      images(`D${id}`, id * 53, 2),
      yuan(origin),
      yuan(Math.floor((origin * 60) / 100)),
      yuan(Math.floor((origin * 90) / 100)),
      i % 7 === 6 ? 0 : 20 + ((i * 13) % 300),
      created,
    ]);
    for (let s = 0; s < (i % 8 === 7 ? 5 : i % 4); s += 1) {
      const skuOrigin = origin + s * 500;
      skus.push([
        id,
        `SP${String(600100 + id * 3)}-${s + 1}`,
        SPECS[(i + s) % SPECS.length] ?? '标准版',
        placeholderImage(`S${s + 1}`, (id * 29 + s * 60) % 360),
        i % 7 === 6 ? 0 : 5 + ((i + s * 11) % 90),
        yuan(skuOrigin),
        yuan(Math.floor((skuOrigin * 60) / 100)),
        yuan(Math.floor((skuOrigin * 90) / 100)),
      ]);
    }
    if (i < SELECTED_COUNT) {
      const category = i % 6 === 5 ? null : (productCategories[i % productCategories.length]?.id ?? null);
      const status = i % 7 === 6 ? 3 : i % 4 === 3 ? 2 : i % 3 === 2 ? 0 : 1;
      selected.push([id, id, name, category, yuan(Math.floor((origin * 90) / 100)), i + 1, status, created]);
    }
  }
  await bulkInsert(
    db,
    'purchase_goods',
    [
      'id',
      'goods_no',
      'goods_name',
      'category_id',
      'supplier_name',
      'goods_image',
      'banner_images',
      'details_images',
      'origin_price',
      'in_price',
      'suggest_price',
      'stock',
      'created_time',
    ],
    goods,
  );
  await syncSequence(db, 'purchase_goods');
  await bulkInsert(
    db,
    'purchase_goods_sku',
    ['purchase_goods_id', 'sku_no', 'spec_name', 'goods_image', 'stock', 'origin_price', 'in_price', 'suggest_price'],
    skus,
  );
  await bulkInsert(
    db,
    'goods_info',
    ['id', 'purchase_goods_id', 'goods_name', 'category_id', 'sale_price', 'sort', 'status', 'created_time'],
    selected,
  );
  await syncSequence(db, 'goods_info');
}
