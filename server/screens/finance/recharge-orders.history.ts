/**
 * Replays the seeded movements per member in time order (integer cents / whole points, exact), adding the demo's
 * manual credits and debits, so every ledger row carries a true before/after and no balance goes below zero.
 */
import type { SqlParam } from '../../db/types';
import { CATEGORY, SCORE_TYPE } from '../../lib/ledger';
import { DAY_MS, seedTime, seedTimeFrom, windowEndMs } from '../../seed/dates';
import type { Random } from '../../seed/random';

/** One movement: money in cents (kind USDT/RMB, category + business code) or points (kind score, category = type). */
export interface Move {
  uid: number;
  kind: 'USDT' | 'RMB' | 'score';
  amount: number;
  category: number;
  code: number;
  orderNo: string | null;
  operator: string | null;
  remark: string | null;
  at: string;
  /** Manual debits the member cannot afford are left out instead of refused. */
  optional?: boolean;
  review?: { status: number; reviewer: string | null; at: string | null };
}

/** Manual credits from this amount (in the currency) wait for a second reviewer (money-change-records). */
export const REVIEW_THRESHOLD = 10_000;
const MANUAL_COUNT = 90;
const OPERATORS = ['财务专员', '运营专员'];
const CREDIT_REASONS = ['活动奖励补发', '充值未到账补单', '客服补偿', '线下入金'];
const DEBIT_REASONS = ['误充扣回', '违规奖励扣回', '线下出金'];
const SCORE_REASONS = ['活动积分赠送', '积分补发', '违规积分扣除'];

const text = (cents: number): string => (cents / 100).toFixed(2);

function manualMoves(rng: Random, uids: readonly number[]): Move[] {
  const moves: Move[] = [];
  for (let i = 0; i < MANUAL_COUNT; i += 1) {
    const atMs = windowEndMs() - 60 * DAY_MS + rng.int(0, 60 * 86400 - 1) * 1000;
    const at = seedTime(atMs);
    const uid = rng.pick(uids);
    const operator = rng.pick(OPERATORS);
    if (i % 3 === 2) {
      const credit = rng.chance(0.6);
      const amount = rng.int(100, 5000);
      moves.push({
        uid,
        kind: 'score',
        amount: credit ? amount : -amount,
        operator,
        at,
        orderNo: null,
        code: 0,
        category: credit ? SCORE_TYPE.systemCredit : SCORE_TYPE.systemDebit,
        remark: rng.pick(SCORE_REASONS),
        optional: !credit,
      });
      continue;
    }
    const kind = rng.chance(0.7) ? 'USDT' : 'RMB';
    const credit = rng.chance(0.65);
    const cents = credit ? rng.int(100, 30_000) * 100 + rng.int(0, 99) : rng.int(10, 800) * 100;
    const large = credit && cents >= REVIEW_THRESHOLD * 100;
    const reviewed = large && rng.chance(0.5);
    moves.push({
      uid,
      kind,
      amount: credit ? cents : -cents,
      operator,
      at,
      orderNo: null,
      category: credit ? CATEGORY.adminCredit : CATEGORY.adminDebit,
      code: credit ? 110006 : 110001,
      remark: rng.pick(credit ? CREDIT_REASONS : DEBIT_REASONS),
      optional: !credit,
      ...(large
        ? {
            review: {
              status: reviewed ? 2 : 1,
              reviewer: reviewed ? '超级管理员' : null,
              at: reviewed ? seedTime(Math.min(atMs + 2 * 3600_000, windowEndMs() - 1000)) : null,
            },
          }
        : {}),
    });
  }
  return moves;
}

/** The wallet_change and score_record rows of the moves, in time order (so ids follow time). */
export function ledgerEvents(rng: Random, uids: readonly number[], seeded: readonly Move[]) {
  const moves = [...seeded, ...manualMoves(rng, uids)]
    .map((move, index) => ({ move, index }))
    .sort((a, b) => a.move.at.localeCompare(b.move.at) || a.index - b.index)
    .map(({ move }) => move);
  const balances = new Map<string, number>();
  const wallet: SqlParam[][] = [];
  const score: SqlParam[][] = [];
  const record = (move: Move): void => {
    const key = `${move.uid}|${move.kind}`;
    const before = balances.get(key) ?? 0;
    if (before + move.amount < 0) {
      if (move.optional) return;
      // A debit the history cannot cover: an opening credit just before it (a gift of points, a back-office income).
      const gift = -(before + move.amount) + (move.kind === 'score' ? rng.int(100, 3000) : rng.int(100, 2000) * 100);
      const at = seedTimeFrom(move.at, -3600_000);
      record(
        move.kind === 'score'
          ? {
              ...move,
              amount: gift,
              category: SCORE_TYPE.systemCredit,
              operator: '系统',
              remark: '新用户积分赠送',
              orderNo: null,
              at,
            }
          : {
              ...move,
              amount: gift,
              category: CATEGORY.adminCredit,
              code: 110006,
              operator: '系统',
              remark: '期初余额',
              orderNo: null,
              at,
            },
      );
      record(move);
      return;
    }
    const after = before + move.amount;
    balances.set(key, after);
    if (move.kind === 'score') {
      score.push([
        move.uid,
        move.category,
        move.amount,
        before,
        after,
        move.orderNo,
        move.operator,
        move.remark,
        move.at,
      ]);
      return;
    }
    wallet.push([
      move.uid,
      move.kind,
      move.category,
      move.code,
      text(move.amount),
      text(before),
      text(after),
      move.orderNo,
      move.operator,
      move.remark,
      move.at,
      move.review?.status ?? null,
      move.review?.reviewer ?? null,
      move.review?.at ?? null,
    ]);
  };
  for (const move of moves) record(move);
  return { wallet, score };
}
