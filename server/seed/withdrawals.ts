import { bulkInsert, syncSequence } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { DAY_MS, seedTime, windowEndMs } from './dates';
import type { SeededMember } from './members';
import { tronAddress, type Random } from './random';

export const WITHDRAW_COUNT = 3200;
const HANDLERS = ['超级管理员', '运营专员'];
const REJECT_REASONS = [
  '地址与实名信息不符',
  '账户存在异常交易',
  '提现金额超出限额',
  '请重新绑定提现地址',
  '风控审核未通过',
];
const RMB_PER_USDT = 7.2;

/** Withdrawal orders over the 60 days before the window end, in all four statuses. */
export async function seedWithdrawals(db: Queryable, rng: Random, members: readonly SeededMember[]): Promise<void> {
  const rows: SqlParam[][] = [];
  const addressOf = new Map<number, string>();
  for (let i = 0; i < WITHDRAW_COUNT; i += 1) {
    const member = rng.pick(members);
    const status = rng.weighted<number>([
      [1, 30],
      [2, 35],
      [3, 15],
      [4, 20],
    ]);
    const currency = rng.chance(0.85) ? 'USDT' : 'RMB';
    const withdrawAmount = rng.money(10, 5000);
    const usdtAmount = currency === 'USDT' ? withdrawAmount : Math.round((withdrawAmount / RMB_PER_USDT) * 100) / 100;
    const feeAmount = Math.round(usdtAmount * 0.02 * 100) / 100;
    const transferAmount = Math.round((usdtAmount - feeAmount) * 100) / 100;
    const createdMs = windowEndMs() - 60 * DAY_MS + rng.int(0, 60 * 86400 - 1) * 1000;
    let address = addressOf.get(member.id);
    if (!address) {
      address = tronAddress(rng);
      addressOf.set(member.id, address);
    }
    const cardNo = rng.chance(0.08) ? null : address;
    const energy = rng.weighted<boolean | null>([
      [true, 35],
      [false, 40],
      [null, 25],
    ]);
    let handleTime: string | null = null;
    let handler: string | null = null;
    let remark: string | null = null;
    if (status !== 1) {
      const handleMs = Math.min(createdMs + rng.int(300, 48 * 3600) * 1000, windowEndMs() - 1000);
      handleTime = seedTime(handleMs);
      handler = rng.pick(HANDLERS);
      if (status === 3) remark = rng.pick(REJECT_REASONS);
    }
    const stamp = seedTime(createdMs).replace(/\D/g, '');
    rows.push([
      i + 1,
      `W${stamp}${String(i + 1).padStart(5, '0')}`,
      member.id,
      currency,
      withdrawAmount,
      usdtAmount,
      feeAmount,
      transferAmount,
      status,
      cardNo,
      energy,
      seedTime(createdMs),
      handleTime,
      remark,
      handler,
    ]);
  }
  await bulkInsert(
    db,
    'withdraw_order',
    [
      'id',
      'order_no',
      'user_id',
      'currency',
      'withdraw_amount',
      'usdt_amount',
      'fee_amount',
      'transfer_amount',
      'status',
      'card_no',
      'is_send_energy',
      'created_time',
      'handle_time',
      'remark',
      'handler',
    ],
    rows,
  );
  await syncSequence(db, 'withdraw_order');
}
