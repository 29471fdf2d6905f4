import { ApiError } from '../../http/envelope';
import { optEnum, requireInt } from '../../http/input';
import { contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedShops } from './shop-list.seed';
import { memberShop, SHOP_TABLES, SQL_NOW, shopApply, shopGoodsSku, trafficPackage } from './shop-list.tables';

/** The bounds staff may give a sent package. */
const TRAFFIC = { min: 1, max: 100_000_000 };
const DAYS = { min: 1, max: 3650 };

/**
 * Names the saves keep unique (shop-industries.ts, shop-list.modify.ts), made UNIQUE in the database. Rows that
 * already share a name keep the oldest as it is: a newer industry's shops and applications move to the oldest of its
 * name and it is removed; a newer shop or open application (money moved for it) is renamed with its number appended.
 * A shop name is unique among normal shops and among open applications in 0/1 separately — the database cannot
 * compare the two tables, so the rare application whose name a shop took meanwhile is refused at approval.
 */
export const UNIQUE_NAME_MIGRATIONS = [
  {
    id: 'shop_industry:unique-name',
    sql: `
      CREATE TEMP TABLE industry_keep ON COMMIT DROP AS
        SELECT i.id, (SELECT MIN(k.id) FROM shop_industry k WHERE k.industry_name = i.industry_name) AS keep
        FROM shop_industry i;
      UPDATE member_shop s SET industry_id = k.keep FROM industry_keep k WHERE s.industry_id = k.id AND k.id <> k.keep;
      UPDATE member_shop_apply a SET industry_id = k.keep FROM industry_keep k
        WHERE a.industry_id = k.id AND k.id <> k.keep;
      DELETE FROM shop_industry i USING industry_keep k WHERE i.id = k.id AND k.id <> k.keep;
      CREATE UNIQUE INDEX shop_industry_name_key ON shop_industry(industry_name);
    `,
  },
  {
    id: 'member_shop:unique-open-name',
    sql: `
      UPDATE member_shop a SET shop_name = a.shop_name || '-' || a.shop_no FROM member_shop b
        WHERE a.shop_name = b.shop_name AND a.status = 1 AND b.status = 1 AND a.id > b.id;
      CREATE UNIQUE INDEX member_shop_open_name_key ON member_shop(shop_name) WHERE status = 1;
    `,
  },
  {
    id: 'member_shop_apply:unique-open-name',
    sql: `
      UPDATE member_shop_apply a SET shop_name = a.shop_name || '-' || a.apply_no FROM member_shop_apply b
        WHERE a.shop_name = b.shop_name AND a.apply_type = 1 AND b.apply_type = 1 AND a.status IN (0, 1)
          AND b.status IN (0, 1) AND a.id > b.id;
      CREATE UNIQUE INDEX member_shop_apply_open_name_key ON member_shop_apply(shop_name)
        WHERE apply_type = 1 AND status IN (0, 1);
    `,
  },
];

/** Member shops (SPEC §2.3 shop list) with the send-traffic-package dialog; owns every shop table and its seed. */
export default screenRoutes(
  'shops/shop-list',
  { order: 1, title: { 'zh-CN': '店铺列表', 'en-US': 'Shop list' } },
  (r) => {
    for (const table of SHOP_TABLES) {
      r.entity({
        table,
        ...(table === shopGoodsSku ? { seed: seedShops } : {}),
        ...(table === shopApply
          ? {
              migrations: [
                {
                  id: 'member_shop_apply:unique-no',
                  sql: 'CREATE UNIQUE INDEX member_shop_apply_no_idx ON member_shop_apply(apply_no)',
                },
                // After every shop table exists: the names their saves check are unique in the database too, so two
                // saves racing past the check give one row and the loser the same refusal (server/db/unique.ts).
                ...UNIQUE_NAME_MIGRATIONS,
              ],
            }
          : {}),
        ...(table === memberShop
          ? {
              migrations: [
                { id: 'member_shop:unique-no', sql: 'CREATE UNIQUE INDEX member_shop_no_idx ON member_shop(shop_no)' },
              ],
            }
          : {}),
      });
    }
    r.list('post', '/memberShop/shopList', {
      from: `member_shop s JOIN member m ON m.id = s.uid JOIN shop_system y ON y.id = s.shop_system_id
      LEFT JOIN shop_industry i ON i.id = s.industry_id`,
      select: `${memberShop.select('s')}, m.real_name AS "realName", m.phone, y.system_name AS "systemName",
      i.industry_name AS "industryName",
      (SELECT COUNT(*)::int FROM member_shop_goods g WHERE g.shop_id = s.id) AS "goodsCount",
      (SELECT COALESCE(SUM(p.traffic_amount - p.used_amount), 0)::int FROM member_shop_traffic_package p
        WHERE p.shop_id = s.id AND p.expire_time > ${SQL_NOW}) AS "trafficLeft"`,
      filters: {
        uid: eq('s.uid'),
        shopNo: contains('s.shop_no'),
        shopName: contains('s.shop_name'),
        phone: contains('m.phone'),
        shopSystemId: eq('s.shop_system_id', 'int', { field: 'shopSystemId' }),
        status: oneOf('s.status', [1, 2]),
      },
      order: 's.open_time DESC, s.id DESC',
      doc: '`trafficLeft` = traffic not yet used of the packages still in effect',
    });
    r.post(
      '/memberShopTrafficPackage/sendPackage',
      {
        perm: 'edit',
        params: '{shopId, packageName, trafficAmount, validDays, type: 1|2}',
        doc: 'adds a package to the shop (starts now, expires after validDays); sending never moves money',
      },
      async ({ db, input, user }) => {
        const shopId = requireInt(input, 'shopId', 1);
        const packageName = textField(input, 'packageName', '流量包名称', { required: true, max: 50 });
        const trafficAmount = requireInt(input, 'trafficAmount', TRAFFIC.min, TRAFFIC.max);
        const validDays = requireInt(input, 'validDays', DAYS.min, DAYS.max);
        const type = optEnum(input, 'type', [1, 2]);
        if (type === undefined) throw new ApiError('流量包类型不能为空');
        const [shop] = await db.query<{ uid: number; status: number }>(
          'SELECT uid, status FROM member_shop WHERE id = $1',
          [shopId],
        );
        if (!shop) throw new ApiError('店铺不存在');
        if (shop.status !== 1) throw new ApiError('店铺已停运，不能赠送流量包');
        const now = shanghaiNow();
        const [row] = await db.query<{ id: number }>(
          `INSERT INTO ${trafficPackage.name} (uid, shop_id, package_name, traffic_amount, valid_days, type, price,
           start_time, expire_time, operator, created_time)
         VALUES ($1, $2, $3, $4, $5, $6, 0, $7::timestamp, $7::timestamp + make_interval(days => $5), $8, $7::timestamp)
         RETURNING id`,
          [shop.uid, shopId, packageName ?? '', trafficAmount, validDays, type, now, user.username],
        );
        return row?.id ?? null;
      },
    );
    r.note(
      'sendPackage: trafficAmount 1–100000000 and validDays 1–3650 (else "参数格式错误"); unknown shop "店铺不存在"; ' +
        'a suspended shop "店铺已停运，不能赠送流量包". The package is free (price 0) whatever its type.',
    );
  },
);
