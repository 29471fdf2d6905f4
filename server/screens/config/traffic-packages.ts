import type { KeysOf } from '../../../contract/calls';
import { trafficPackages } from '../../../contract/config/traffic-packages';
import { optEnum, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, money, serial, table, text, timestamp } from '../../lib/table';
import { intField, moneyField, textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { seedRows, seq } from '../../seed/entity-seed';
import { M } from '../../i18n/messages';

const pkg = table('traffic_package_config', {
  id: serial(),
  name: text(),
  type: integer({ default: '1' }),
  visits: integer(),
  validDays: integer(),
  price: money({ default: '0' }),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

const values = (input: Input<KeysOf<typeof trafficPackages.save>>, required: boolean) => ({
  name: textField(input, 'name', M.trafficPackageName, { required, max: 50 }),
  type: optEnum(input, 'type', [1, 2]),
  visits: intField(input, 'visits', M.visits, { required, min: 1, max: 100_000_000 }),
  validDays: intField(input, 'validDays', M.validDays, { required, min: 1, max: 3650 }),
  price: moneyField(input, 'price', M.price, { required }),
  status: optEnum(input, 'status', [0, 1]),
});

/** Traffic packages a member shop can buy or be given (SPEC §2.3; the traffic-package-type dictionary). */
export default screenRoutes(
  'config/traffic-packages',
  { order: 5, title: { 'zh-CN': '店铺流量包', 'en-US': 'Shop traffic packages' } },
  (r) => {
    r.entity({
      table: pkg,
      seed: seedRows(pkg, () =>
        seq(1, 12).map((i) => {
          const gifted = i % 4 === 0;
          return {
            name: `${gifted ? '赠送' : '标准'}流量包 ${i * 500}`,
            type: gifted ? 2 : 1,
            visits: i * 500,
            validDays: 7 * Math.ceil(i / 3),
            price: gifted ? '0' : `${i * 99}.00`,
            status: i % 5 === 0 ? 0 : 1,
            createdTime: seedTime(baseDateMs() - i * DAY_MS),
          };
        }),
      ),
    });
    r.list(trafficPackages.list, {
      from: 'traffic_package_config t',
      select: pkg.select('t'),
      filters: { name: contains('t.name'), type: oneOf('t.type', [1, 2]), status: oneOf('t.status', [0, 1]) },
      order: 't.visits ASC, t.id ASC',
    });
    r.save(
      trafficPackages.save,
      pkg,
      (input, mode) => {
        const row = values(input, mode === 'add');
        return mode === 'add' ? { ...row, createdTime: shanghaiNow() } : row;
      },
      { notFound: M.trafficPackageNotFound, params: '{id?, name, type, visits, validDays, price, status}' },
    );
    r.deleteById(trafficPackages.delete, pkg, { notFound: M.trafficPackageNotFound, params: '{id}' });
  },
);
