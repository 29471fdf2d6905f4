import { shopList } from '../../../contract/shops/shop-list';
import { ApiError } from '../../lib/api-error';
import { optEnum, requireInt } from '../../lib/input';
import { contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { PACKAGE_IN_EFFECT, trafficPackage } from '../../lib/shared-tables';
import { seedTrafficPackages } from './shop-goods.seed';
import { seedMemberShops } from './shops.seed';
import { memberShop } from './shops.tables';
import { M } from '../../i18n/messages';

/** The bounds staff may give a sent package. */
const TRAFFIC = { min: 1, max: 100_000_000 };
const DAYS = { min: 1, max: 3650 };

/** Member shops (SPEC §2.3 shop list) with the send-traffic-package dialog; owns the shops and their traffic packages. */
export default screenRoutes(
  'shops/shop-list',
  { order: 1, title: { 'zh-CN': '店铺列表', 'en-US': 'Shop list' } },
  (r) => {
    r.entity({
      table: memberShop,
      migrations: [
        { id: 'member_shop:unique-no', sql: 'CREATE UNIQUE INDEX member_shop_no_idx ON member_shop(shop_no)' },
      ],
      seed: seedMemberShops,
    });
    r.entity({ table: trafficPackage, seed: seedTrafficPackages });
    r.list(shopList.list, {
      from: `member_shop s JOIN member m ON m.id = s.uid JOIN shop_system y ON y.id = s.shop_system_id
      LEFT JOIN shop_industry i ON i.id = s.industry_id`,
      select: `${memberShop.select('s')}, m.real_name AS "realName", m.phone, y.system_name AS "systemName",
      i.industry_name AS "industryName",
      (SELECT COUNT(*)::int FROM member_shop_goods g WHERE g.shop_id = s.id) AS "goodsCount",
      (SELECT COALESCE(SUM(p.traffic_amount - p.used_amount), 0)::int FROM member_shop_traffic_package p
        WHERE p.shop_id = s.id AND ${PACKAGE_IN_EFFECT}) AS "trafficLeft"`,
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
    // Hand-written: gives a package to a shop, refused while the shop is suspended.
    r.post(
      shopList.sendPackage,
      {
        params: '{shopId, packageName, trafficAmount, validDays, type: 1|2}',
        doc: 'adds a package to the shop (starts now, expires after validDays); sending never moves money',
      },
      async ({ db, input, user }) => {
        const shopId = requireInt(input, 'shopId', 1);
        const packageName = textField(input, 'packageName', M.trafficPackageName, { required: true, max: 50 });
        const trafficAmount = requireInt(input, 'trafficAmount', TRAFFIC.min, TRAFFIC.max);
        const validDays = requireInt(input, 'validDays', DAYS.min, DAYS.max);
        const type = optEnum(input, 'type', [1, 2]);
        if (type === undefined) throw new ApiError(M.trafficPackageTypeRequired);
        const [shop] = await db.query<{ uid: number; status: number }>(
          'SELECT uid, status FROM member_shop WHERE id = $1',
          [shopId],
        );
        if (!shop) throw new ApiError(M.shopNotFound);
        if (shop.status !== 1) throw new ApiError(M.shopSuspendedSoTraffic);
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
      `sendPackage: trafficAmount 1–100000000 and validDays 1–3650 (else "${M.parameterWrongFormat}"); unknown shop "${M.shopNotFound}"; ` +
        `a suspended shop "${M.shopSuspendedSoTraffic}". The package is free (price 0) whatever its type.`,
    );
  },
);
