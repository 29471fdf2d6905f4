import { userTrafficPackageRecords } from '../../../contract/members/user-traffic-package-records';
import { contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { PACKAGE_IN_EFFECT, trafficPackage } from '../../lib/shared-tables';

const IN_EFFECT = `CASE WHEN ${PACKAGE_IN_EFFECT} THEN 1 ELSE 0 END`;

/** The traffic packages members' shops hold (SPEC §2.3 user shop traffic package records); the table is shops/shop-list's. */
export default screenRoutes(
  'members/user-traffic-package-records',
  { order: 12, title: { 'zh-CN': '流量包记录', 'en-US': 'Traffic package records' } },
  (r) => {
    r.list(userTrafficPackageRecords.list, {
      from: 'member_shop_traffic_package p JOIN member m ON m.id = p.uid JOIN member_shop s ON s.id = p.shop_id',
      select: `${trafficPackage.select('p')}, m.real_name AS "realName", m.phone, s.shop_name AS "shopName",
      s.shop_no AS "shopNo", p.traffic_amount - p.used_amount AS "trafficLeft", ${IN_EFFECT} AS "inEffect"`,
      filters: {
        uid: eq('p.uid'),
        phone: contains('m.phone'),
        shopName: contains('s.shop_name'),
        packageName: contains('p.package_name'),
        type: oneOf('p.type', [1, 2]),
        inEffect: oneOf(IN_EFFECT, [0, 1]),
      },
      order: 'p.created_time DESC, p.id DESC',
      doc: '`inEffect` by the package-in-effect dictionary, variant A (1 active, 0 expired)',
    });
  },
);
