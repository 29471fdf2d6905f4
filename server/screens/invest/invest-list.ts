import type { KeysOf } from '../../../contract/calls';
import { investList } from '../../../contract/invest/invest-list';
import type { Queryable, SqlParam } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt, requireInt, type Input } from '../../lib/input';
import { bulkInsert, syncSequence } from '../../db/bulk';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import type { Mode } from '../../kit/types';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { atMostAmount, investConfig, MIN_ABOVE_MAX, positiveMoney, ratePercent } from './invest-list.rules';
import { M } from '../../i18n/messages';

/** name, daily rate %, term days, min, max, status. */
const PRODUCTS: readonly (readonly [string, string, number, string, string, number])[] = [
  ['新手体验 3天', '0.5000', 3, '100.00', '1000.00', 1],
  ['稳健周期 7天', '0.8000', 7, '500.00', '5000.00', 1],
  ['进阶收益 15天', '1.0000', 15, '1000.00', '20000.00', 1],
  ['月度精选 30天', '1.2000', 30, '2000.00', '50000.00', 1],
  ['季度尊享 90天', '1.5000', 90, '10000.00', '200000.00', 1],
  ['旧版活动 10天', '0.9000', 10, '200.00', '3000.00', 0],
];

async function seed(db: Queryable): Promise<void> {
  const rows: SqlParam[][] = PRODUCTS.map(([name, rate, term, min, max, status], i) => [
    i + 1,
    name,
    rate,
    term,
    min,
    max,
    status,
    i + 1,
    '2026-10-01 10:00:00',
  ]);
  await bulkInsert(
    db,
    'invest_config',
    ['id', 'name', 'rate', 'term', 'min_amount', 'max_amount', 'status', 'sort', 'created_time'],
    rows,
  );
  await syncSequence(db, 'invest_config');
}

/** The product's values; on edit only those sent are written, and min ≤ max holds against the stored ones. */
async function values(input: Input<KeysOf<typeof investList.save>>, mode: Mode, db: Queryable) {
  const add = mode === 'add';
  const row = {
    name: textField(input, 'name', M.productName, { required: add, max: 50 }),
    rate: ratePercent(input, add),
    term: optInt(input, 'term', 1, 3650),
    minAmount: positiveMoney(input, 'minAmount', M.minimumInvestment, add),
    maxAmount: positiveMoney(input, 'maxAmount', M.maximumInvestment, add),
    status: optEnum(input, 'status', [0, 1]),
    sort: optInt(input, 'sort', 0, 99999),
  };
  if (add && row.term === undefined) throw new ApiError(M.investmentTermRequired);
  let [min, max] = [row.minAmount, row.maxAmount];
  if (!add && (min === undefined || max === undefined)) {
    const [stored] = await db.query<{ min: string; max: string }>(
      'SELECT min_amount::text AS min, max_amount::text AS max FROM invest_config WHERE id = $1',
      [requireInt(input, 'id', 1)],
    );
    if (!stored) throw new ApiError(M.investmentProductNotFound);
    min ??= stored.min;
    max ??= stored.max;
  }
  if (min !== undefined && max !== undefined && !(await atMostAmount(db, min, max))) throw new ApiError(MIN_ABOVE_MAX);
  return add ? { ...row, createdTime: shanghaiNow() } : row;
}

/** Investment products (SPEC §2.3 invest list management, §7.5 /shopInvest/config/*; fields designed here). */
export default screenRoutes(
  'invest/invest-list',
  { order: 1, title: { 'zh-CN': '投资产品', 'en-US': 'Investment products' } },
  (r) => {
    r.entity({
      table: investConfig,
      migrations: [
        {
          id: 'invest_config:min-max',
          sql: 'ALTER TABLE invest_config ADD CONSTRAINT invest_config_min_max CHECK (min_amount <= max_amount)',
        },
      ],
      seed,
    });
    r.list(investList.list, {
      page: ['invest/invest-list', 'invest/invest-records'],
      from: 'invest_config c',
      select: investConfig.select('c'),
      filters: { name: contains('c.name'), status: oneOf('c.status', [0, 1]) },
      order: 'c.sort ASC, c.id ASC',
    });
    r.save(investList.save, investConfig, (input, mode, { db }) => values(input, mode, db), {
      notFound: M.investmentProductNotFound,
      params: '{id?, name, rate, term, minAmount, maxAmount, status, sort}',
    });
    r.deleteById(investList.delete, investConfig, {
      minId: 1,
      notFound: M.investmentProductNotFound,
      refuse: [
        {
          sql: 'SELECT 1 FROM invest_record WHERE config_id = ANY($1::int[])',
          message: M.productInvestmentRecordsCannot,
        },
      ],
      params: '{id}',
      doc: 'deletes a product no investment refers to',
    });
    r.note(
      `Invest products: rate is the daily rate in percent (0 < rate ≤ 100, 4 decimals), term in days (1–3650); ` +
        `min ≤ max (also a CHECK), else "${MIN_ABOVE_MAX}"; a product with investments cannot be deleted.`,
    );
  },
);
