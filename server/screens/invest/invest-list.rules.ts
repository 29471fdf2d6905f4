/** The investment tables and the money rules shared by the invest screens (products, records, settlements). */
import type { KeysOf } from '../../../contract/calls';
import type { investList } from '../../../contract/invest/invest-list';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optString, type Input } from '../../lib/input';
import { moneyText } from '../../lib/ledger';
import { integer, money, rate, serial, table, text, timestamp } from '../../lib/table';
import { fill, M } from '../../i18n/messages';

export const investConfig = table('invest_config', {
  id: serial(),
  name: text(),
  rate: rate(),
  term: integer(),
  minAmount: money(),
  maxAmount: money(),
  status: integer({ default: '1' }),
  sort: integer({ default: '0' }),
  createdTime: timestamp(),
});

export const investRecord = table('invest_record', {
  id: serial(),
  orderNo: text(),
  uid: integer({ references: 'member(id)' }),
  configId: integer({ references: 'invest_config(id)' }),
  productName: text(),
  amount: money(),
  rate: rate(),
  term: integer(),
  status: integer({ default: '1' }),
  remark: text({ default: "''" }),
  startTime: timestamp(),
  endTime: timestamp(),
  createdTime: timestamp(),
});

export const investSettle = table('invest_settle_record', {
  id: serial(),
  investId: integer({ references: 'invest_record(id)' }),
  uid: integer({ references: 'member(id)' }),
  income: money(),
  settleTime: timestamp(),
  status: integer({ default: '2' }),
  settledTime: timestamp({ nullable: true }),
});

/** A positive amount with at most 2 decimals, as exact text (`label` names it in the message). */
export function positiveMoney<K extends string>(
  input: Input<K>,
  field: NoInfer<K>,
  label: string,
  required: boolean,
): string | undefined {
  if (optString(input, field) === undefined) {
    if (required) throw new ApiError(fill(M.required, { label }));
    return undefined;
  }
  const value = moneyText(input[field]);
  if (value === undefined || value.startsWith('-') || /^0+(\.0+)?$/.test(value))
    throw new ApiError(fill(M.mustAmountAbove0, { label }));
  return value;
}

/** A daily rate in percent: above 0, at most 100, at most 4 decimals. */
export function ratePercent(input: Input<KeysOf<typeof investList.save>>, required: boolean): string | undefined {
  const value = optString(input, 'rate');
  if (value === undefined) {
    if (required) throw new ApiError(M.dailyYieldRequired);
    return undefined;
  }
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(value) || Number(value) <= 0 || Number(value) > 100)
    throw new ApiError(M.dailyYieldMustAbove);
  return value;
}

/** Exact decimal comparison in SQL numeric (never floats). */
export async function atMostAmount(db: Queryable, low: string, high: string): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>('SELECT $1::numeric <= $2::numeric AS ok', [low, high]);
  return row?.ok === true;
}

export const MIN_ABOVE_MAX = M.minimumInvestmentCannotLarger;
