/**
 * The demo recharge orders (see recharge-orders.seed.ts, which replays them into the ledger): 60 days of orders in
 * every status, and before them each withdrawer's opening deposit, enough for every withdrawal they applied for.
 */
import type { SqlParam } from '../../db/types';
import { wallClockMs } from '../../lib/time';
import { DAY_MS, seedTime, windowEndMs } from '../../seed/dates';
import type { Random } from '../../seed/random';

const RECHARGE_COUNT = 900;
const HANDLERS = ['超级管理员', '财务专员'];
const DENY_REASONS = ['未收到转账', '转账凭证不清晰', '金额与到账不符', '重复提交'];

export interface Withdrawal {
  uid: number;
  currency: 'USDT' | 'RMB';
  amount: string;
  status: number;
  orderNo: string;
  createdTime: string;
  handleTime: string | null;
  handler: string | null;
  remark: string | null;
}

export const cents = (text: string): number => Math.round(Number(text) * 100);
const text = (value: number): string => (value / 100).toFixed(2);

/** Recharge orders over the 60 days before the window end, all statuses, plus each withdrawer's opening deposit. */
export function rechargeRows(rng: Random, uids: readonly number[], withdrawals: readonly Withdrawal[]): SqlParam[][] {
  const rows: SqlParam[][] = [];
  const add = (uid: number, type: number, currency: string, amount: string, status: number, createdMs: number) => {
    const handled = status !== 1;
    const handleMs = Math.min(createdMs + rng.int(600, 36 * 3600) * 1000, windowEndMs() - 1000);
    const settled = status === 2 && rng.chance(0.6);
    const id = rows.length + 1;
    rows.push([
      id,
      `R${seedTime(createdMs).replace(/\D/g, '')}${String(id).padStart(5, '0')}`,
      uid,
      type,
      currency,
      amount,
      status,
      settled ? 1 : 2,
      status === 3 ? rng.pick(DENY_REASONS) : null,
      handled ? rng.pick(HANDLERS) : null,
      handled ? seedTime(handleMs) : null,
      settled ? seedTime(Math.min(handleMs + 3600_000, windowEndMs() - 1000)) : null,
      seedTime(createdMs),
    ]);
  };
  // Opening deposits: enough for every withdrawal the member applied for, before the first one.
  const need = new Map<string, { total: number; first: number }>();
  for (const w of withdrawals) {
    const key = `${w.uid}|${w.currency}`;
    const entry = need.get(key) ?? { total: 0, first: Number.MAX_SAFE_INTEGER };
    entry.total += cents(w.amount);
    entry.first = Math.min(entry.first, wallClockMs(w.createdTime));
    need.set(key, entry);
  }
  for (const [key, { total, first }] of need) {
    const [uid, currency] = key.split('|') as [string, string];
    const amount = text(total + rng.int(100, 2000) * 100);
    add(Number(uid), currency === 'USDT' ? 3 : 1, currency, amount, 2, first - rng.int(1, 10) * DAY_MS);
  }
  for (let i = 0; i < RECHARGE_COUNT; i += 1) {
    const type = rng.weighted<number>([
      [1, 30],
      [2, 30],
      [3, 40],
    ]);
    const currency = type === 3 ? 'USDT' : rng.chance(0.5) ? 'RMB' : 'USDT';
    const status = rng.weighted<number>([
      [1, 25],
      [2, 55],
      [3, 20],
    ]);
    const createdMs = windowEndMs() - 60 * DAY_MS + rng.int(0, 60 * 86400 - 1) * 1000;
    add(rng.pick(uids), type, currency, rng.money(50, 20000).toFixed(2), status, createdMs);
  }
  return rows;
}
