import { Where } from '../db/where';
import type { Api } from '../http/api';
import { ApiError } from '../http/envelope';
import { optEnum, optFlag, optInt, optNumber, optString, optTime, requireInt, type Input } from '../http/input';
import { readPaging, toPage } from '../http/paging';
import { shanghaiNow, sqlTime } from '../lib/time';

const PAGE = 'finance/withdraw-orders';
const SORT_COLUMNS: Record<string, string> = {
  withdrawAmount: 'w.withdraw_amount',
  usdtAmount: 'w.usdt_amount',
  feeAmount: 'w.fee_amount',
  transferAmount: 'w.transfer_amount',
  createdTime: 'w.created_time',
};

const FROM = `FROM withdraw_order w
  JOIN member m ON m.id = w.user_id
  LEFT JOIN member f ON f.id = m.referrer_id
  LEFT JOIN member l ON l.id = m.first_leader_id`;

const COLUMNS = `w.id, w.order_no AS "orderNo", w.user_id AS "userId", w.currency,
  w.withdraw_amount::float8 AS "withdrawAmount", w.usdt_amount::float8 AS "usdtAmount",
  w.fee_amount::float8 AS "feeAmount", w.transfer_amount::float8 AS "transferAmount",
  CASE WHEN m.is_test THEN 1 ELSE 0 END AS "isTest", w.status, m.phone, m.real_name AS realname,
  l.real_name AS "firstName", l.phone AS "firstPhone", f.real_name AS "thirdMemberName", f.phone AS "thirdMemberPhone",
  w.card_no AS "cardNo", w.is_send_energy AS "isSendEnergy", ${sqlTime('w.created_time')} AS "createdTime",
  ${sqlTime('w.handle_time')} AS "handleTime", w.remark, w.handler`;

/** The withdrawal list filter of SPEC §3 as a WHERE clause. */
function filter(input: Input): Where {
  const where = new Where();
  const isTest = optFlag(input, 'isTest');
  where
    .add('w.user_id = $?', optInt(input, 'userId'))
    .contains('w.order_no', optString(input, 'orderNo'))
    .contains('m.phone', optString(input, 'phone'))
    .add('m.is_test = $?', isTest)
    .contains('m.real_name', optString(input, 'realname'))
    .add('w.status = $?', optEnum(input, 'status', [1, 2, 3, 4]))
    .contains('w.card_no', optString(input, 'walletAddress'))
    .add('w.currency = $?', optString(input, 'walletType'))
    .add('w.created_time >= $?::timestamp', optTime(input, 'startTime'))
    .add('w.created_time <= $?::timestamp', optTime(input, 'endTime', true))
    .add('w.handle_time >= $?::timestamp', optTime(input, 'handleStartTime'))
    .add('w.handle_time <= $?::timestamp', optTime(input, 'handleEndTime', true))
    .add('w.withdraw_amount >= $?', optNumber(input, 'withdrawStart'))
    .add('w.withdraw_amount <= $?', optNumber(input, 'withdrawEnd'))
    .contains('l.phone', optString(input, 'firstPhone'))
    .contains('f.phone', optString(input, 'fatherPhone'))
    .contains('w.handler', optString(input, 'handler'));
  return where;
}

function orderBy(input: Input): string {
  const field = optEnum(input, 'sortField', Object.keys(SORT_COLUMNS));
  const order = optEnum(input, 'sortOrder', ['asc', 'desc', 'ascend', 'descend']);
  const direction = order === 'asc' || order === 'ascend' ? 'ASC' : 'DESC';
  if (!field) return 'ORDER BY w.created_time DESC, w.id DESC';
  return `ORDER BY ${SORT_COLUMNS[field]} ${direction}, w.id ${direction}`;
}

interface OrderState {
  status: number;
  isSendEnergy: boolean | null;
}

async function loadOrder(api: Api, id: number): Promise<OrderState> {
  const [order] = await api.db.query<OrderState>(
    'SELECT status, is_send_energy AS "isSendEnergy" FROM withdraw_order WHERE id = $1',
    [id],
  );
  if (!order) throw new ApiError('提现订单不存在');
  return order;
}

export function registerWithdrawalRoutes(api: Api): void {
  const db = api.db;

  api.get('/wallet/member-withdraw/list', { page: PAGE }, async ({ input }) => {
    const paging = readPaging(input);
    const where = filter(input);
    const sort = orderBy(input);
    const [totals] = await db.query<{ total: number; withdraw: number; transfer: number }>(
      `SELECT COUNT(*)::int AS total, COALESCE(SUM(w.withdraw_amount), 0)::float8 AS withdraw,
              COALESCE(SUM(w.transfer_amount), 0)::float8 AS transfer ${FROM} ${where.toSql()}`,
      where.params,
    );
    const limit = where.bind(paging.pageSize);
    const offset = where.bind(paging.offset);
    const records = await db.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} ${FROM} ${where.toSql()} ${sort} LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return {
      pageInfoVO: toPage(records, totals?.total ?? 0, paging),
      totalWithdrawAmount: Math.round((totals?.withdraw ?? 0) * 100) / 100,
      totalTransferAmount: Math.round((totals?.transfer ?? 0) * 100) / 100,
    };
  });

  api.post('/wallet/member-withdraw/withdraw/review', { page: PAGE, perm: 'edit' }, async ({ input, user }) => {
    const id = requireInt(input, 'id');
    const status = optEnum(input, 'status', [2, 3]);
    if (status === undefined) throw new ApiError('审核状态不正确，只能为2（通过）或3（拒绝）');
    const order = await loadOrder(api, id);
    if (order.status !== 1) throw new ApiError('该订单已审核，请勿重复操作');
    const remark = optString(input, 'remark') ?? null;
    if (status === 3 && !remark) throw new ApiError('拒绝原因不能为空');
    if (status === 3 && remark && remark.length > 50) throw new ApiError('拒绝原因不能超过50个字符');
    const changed = await db.query<{ id: number }>(
      `UPDATE withdraw_order SET status = $2, remark = $3, handle_time = $4::timestamp, handler = $5
       WHERE id = $1 AND status = 1 RETURNING id`,
      [id, status, status === 3 ? remark : null, shanghaiNow(), user.nickname],
    );
    if (!changed.length) throw new ApiError('该订单已审核，请勿重复操作');
    return null;
  });

  api.post('/wallet/member-withdraw/withdraw/send/energy', { page: PAGE, perm: 'edit' }, async ({ input }) => {
    const id = requireInt(input, 'id');
    const order = await loadOrder(api, id);
    if (order.status !== 1) throw new ApiError('仅待审核的订单可以发送能量');
    if (order.isSendEnergy === true) throw new ApiError('该订单已发送能量，请勿重复操作');
    const changed = await db.query<{ id: number }>(
      `UPDATE withdraw_order SET is_send_energy = true
       WHERE id = $1 AND status = 1 AND is_send_energy IS NOT TRUE RETURNING id`,
      [id],
    );
    if (!changed.length) throw new ApiError('该订单已发送能量，请勿重复操作');
    return null;
  });
}
