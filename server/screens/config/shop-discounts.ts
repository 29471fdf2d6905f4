import type { KeysOf } from '../../../contract/calls';
import { shopDiscounts } from '../../../contract/config/shop-discounts';
import { ApiError } from '../../lib/api-error';
import { optEnum, optString, type Input } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, money, rate, serial, table, text, timestamp } from '../../lib/table';
import { moneyField, textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { baseDateMs, DAY_MS, seedTime } from '../../seed/dates';
import { seedRows, seq } from '../../seed/entity-seed';
import { M } from '../../i18n/messages';

/** A discount member shops get on purchases: a rate off goods once an order reaches a minimum. */
const discount = table('member_shop_config', {
  id: serial(),
  name: text(),
  minAmount: money({ default: '0' }),
  discountRate: rate(),
  status: integer({ default: '1' }),
  remark: text({ default: "''" }),
  createdTime: timestamp(),
});

/** A rate in (0, 1] with at most 4 decimals, e.g. 0.95 = 5% off; kept as a string. */
function discountRate(input: Input<KeysOf<typeof shopDiscounts.save>>, required: boolean): string | undefined {
  const value = optString(input, 'discountRate');
  if (value === undefined) {
    if (required) throw new ApiError(M.discountRateRequired);
    return undefined;
  }
  if (!/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(value) || Number(value) <= 0)
    throw new ApiError(M.discountRateMustBetween);
  return value;
}

const values = (input: Input<KeysOf<typeof shopDiscounts.save>>, required: boolean) => ({
  name: textField(input, 'name', M.discountName, { required, max: 50 }),
  minAmount: moneyField(input, 'minAmount', M.minimumOrderAmount, { required }),
  discountRate: discountRate(input, required),
  status: optEnum(input, 'status', [0, 1]),
  remark: textField(input, 'remark', M.remark, { max: 200 }),
});

/** Member-shop store discounts (SPEC §2.3 shop store discount management; fields designed here). */
export default screenRoutes(
  'config/shop-discounts',
  { order: 10, title: { 'zh-CN': '店铺折扣管理', 'en-US': 'Shop discounts' } },
  (r) => {
    r.entity({
      table: discount,
      seed: seedRows(discount, () =>
        seq(1, 12).map((i) => ({
          name: `满${i * 1000}元${((100 - i) / 10).toFixed(1)}折`,
          minAmount: `${i * 1000}.00`,
          discountRate: ((100 - i) / 100).toFixed(2),
          status: i % 5 === 0 ? 0 : 1,
          remark: `采购满 ${i * 1000} 元`,
          createdTime: seedTime(baseDateMs() - i * DAY_MS),
        })),
      ),
    });
    r.list(shopDiscounts.list, {
      from: 'member_shop_config d',
      select: discount.select('d'),
      filters: { name: contains('d.name'), status: oneOf('d.status', [0, 1]) },
      order: 'd.min_amount ASC, d.id ASC',
    });
    r.save(
      shopDiscounts.save,
      discount,
      (input, mode) => {
        const row = values(input, mode === 'add');
        return mode === 'add' ? { ...row, createdTime: shanghaiNow() } : row;
      },
      { notFound: M.discountNotFound, params: '{id?, name, minAmount, discountRate, status, remark}' },
    );
    r.deleteById(shopDiscounts.delete, discount, { notFound: M.discountNotFound, params: '{id}' });
  },
);
