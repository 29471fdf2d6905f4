import type { KeysOf } from '../../../contract/calls';
import { investRecords } from '../../../contract/invest/invest-records';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, optString, requireInt, type Input } from '../../lib/input';
import { between, contains, eq, oneOf } from '../../kit/filters';
import { sum } from '../../kit/list';
import { screenRoutes, type Saved } from '../../kit/screen';
import type { Mode } from '../../kit/types';
import { existingMember, textField } from '../../lib/form-input';
import { applyMoneyChange, CATEGORY, byStaff } from '../../lib/ledger';
import { formatWallClock, shanghaiNow, wallClockMs } from '../../lib/time';
import { DAY_MS } from '../../seed/dates';
import { atMostAmount, investRecord, investSettle, positiveMoney } from './invest-list.rules';
import { seedInvestments } from './invest-records.seed';
import { M } from '../../i18n/messages';

export const OUT_OF_RANGE = M.amountMustLieBetween;

/** Add: a member invests in an enabled product within its bounds; edit: only the status and the remark change. */
async function values(input: Input<KeysOf<typeof investRecords.modify>>, mode: Mode, db: Queryable) {
  const status = optEnum(input, 'status', [1, 2]);
  const remark = textField(input, 'remark', M.remark, { max: 100 });
  if (mode === 'edit') return { status, remark };
  const uid = await existingMember(db, input);
  if (optString(input, 'configId') === undefined) throw new ApiError(M.investmentProductRequired);
  const [config] = await db.query<{ id: number; name: string; rate: string; term: number; min: string; max: string }>(
    `SELECT id, name, rate::text AS rate, term, min_amount::text AS min, max_amount::text AS max
     FROM invest_config WHERE id = $1 AND status = 1`,
    [requireInt(input, 'configId', 1)],
  );
  if (!config) throw new ApiError(M.investmentProductNotFoundOrDisabled);
  const amount = positiveMoney(input, 'amount', M.investmentAmount, true) ?? '0';
  if (!(await atMostAmount(db, config.min, amount)) || !(await atMostAmount(db, amount, config.max)))
    throw new ApiError(OUT_OF_RANGE);
  const now = shanghaiNow();
  const orderNo = `IV${now.replace(/\D/g, '')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  return {
    orderNo,
    uid,
    configId: config.id,
    productName: config.name,
    amount,
    rate: config.rate,
    term: config.term,
    status: status ?? 1,
    remark: remark ?? '',
    startTime: now,
    endTime: formatWallClock(wallClockMs(now) + config.term * DAY_MS),
    createdTime: now,
  };
}

/** A new investment debits the member's USDT (40002) and schedules one unsettled income per day of its term. */
async function fund(tx: Queryable, { mode, id, values: row, ctx }: Saved): Promise<void> {
  if (mode !== 'add') return;
  const amount = String(row.amount);
  const uid = Number(row.uid);
  await applyMoneyChange(tx, {
    uid,
    currency: 'USDT',
    amount: `-${amount}`,
    category: CATEGORY.investment,
    bizCode: 40002,
    orderNo: String(row.orderNo),
    ...byStaff(ctx.user),
    remark: '后台登记投资',
  });
  await tx.query(
    `INSERT INTO invest_settle_record (invest_id, uid, income, settle_time, status)
     SELECT $1, $2, round($3::numeric * $4::numeric / 100, 2), $5::timestamp + make_interval(days => d), 2
     FROM generate_series(1, $6::int) AS d`,
    [id, uid, amount, String(row.rate), String(row.startTime), Number(row.term)],
  );
}

/** Members' investments (SPEC §2.3 invest records with add/edit, §7.5 /shopInvest/pageList and modify). */
export default screenRoutes(
  'invest/invest-records',
  { order: 2, title: { 'zh-CN': '投资记录', 'en-US': 'Investment records' } },
  (r) => {
    r.entity({
      table: investRecord,
      migrations: [
        { id: 'invest_record:order-no', sql: 'CREATE UNIQUE INDEX invest_record_order_idx ON invest_record(order_no)' },
        { id: 'invest_record:uid-idx', sql: 'CREATE INDEX invest_record_uid_idx ON invest_record(uid)' },
      ],
      seed: seedInvestments,
    });
    r.entity({
      table: investSettle,
      migrations: [
        {
          id: 'invest_settle_record:invest-idx',
          sql: 'CREATE INDEX invest_settle_record_invest_idx ON invest_settle_record(invest_id, settle_time)',
        },
      ],
    });
    r.list(investRecords.list, {
      from: 'invest_record i LEFT JOIN member m ON m.id = i.uid',
      select: `${investRecord.select('i')}, m.real_name AS "realName", m.phone`,
      filters: {
        uid: eq('i.uid'),
        phone: contains('m.phone'),
        orderNo: contains('i.order_no'),
        productName: contains('i.product_name'),
        status: oneOf('i.status', [1, 2]),
        ...between('i.created_time', 'createdTimeStart', 'createdTimeEnd', 'time', { field: 'createdTime' }),
      },
      order: 'i.created_time DESC, i.id DESC',
      extra: { totalAmount: sum('i.amount') },
    });
    r.save(investRecords.modify, investRecord, (input, mode, { db }) => values(input, mode, db), {
      notFound: M.investmentRecordNotFound,
      params: '{uid, configId, amount, status, remark} to add; {id, status, remark} to edit',
      after: fund,
    });
    r.note(
      `Invest records: add debits the member's USDT through the ledger (40002, "${M.insufficientBalance}" refuses it and nothing is ` +
        `kept) and schedules one unsettled daily income; amount within the product's bounds, else "${OUT_OF_RANGE}"; ` +
        'edit changes only status (1 normal / 2 suspended) and remark.',
    );
  },
);
