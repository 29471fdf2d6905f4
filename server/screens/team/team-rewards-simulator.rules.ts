import { ApiError } from '../../lib/api-error';
import { M } from '../../i18n/messages';

/**
 * The team reward rules (docs/decisions/team.md "Team rewards"), in exact decimal arithmetic: amounts are integer cents, rates
 * integer ten-thousandths (numeric(18,4)), each product is rounded half up to cents. No float is ever summed.
 */

/** A level's rates in ten-thousandths (0.0500 → 500n); a level without an enabled config has all zero. */
export interface LevelRates {
  direct: bigint;
  indirect: bigint;
  child: bigint;
  same: bigint;
  global: bigint;
}

export const ZERO_RATES: LevelRates = { direct: 0n, indirect: 0n, child: 0n, same: 0n, global: 0n };

/** One member of the chain: the subject first (depth 0), then its referrer (1), its referrer's referrer (2), … */
export interface ChainMember {
  memberId: number;
  /** The effective level: the simulated one when set, else the real one. */
  level: number;
}

/** Team reward type (SPEC §4): 1 direct referral, 2 member direct, 3 same level, 4 level difference, 5 member indirect. */
export type RewardType = 1 | 2 | 3 | 4 | 5;

export interface RewardLine {
  memberId: number;
  depth: number;
  level: number;
  /** null: the global dividend (level 6 only), which the reward-type dictionary does not name. */
  rewardType: RewardType | null;
  /** The rate applied, ten-thousandths (the global dividend: the pool's rate). */
  rate: bigint;
  cents: bigint;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** '12345.67' → 1234567n; refuses anything but a positive amount of at most 12 integer digits and 2 decimals. */
export function parseCents(value: unknown): bigint {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!AMOUNT.test(text)) throw new ApiError(M.simulatedAmountMustNumber);
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents <= 0n) throw new ApiError(M.simulatedAmountMustNumber);
  return cents;
}

/** numeric(18,4) text ('0.0500', null) → ten-thousandths. */
export function parseRate(value: string | null): bigint {
  if (value === null || value === '') return 0n;
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 10000n + BigInt(fraction.slice(0, 4).padEnd(4, '0'));
}

/** cents × rate / 10000, rounded half up (both non-negative). */
export function applyRate(cents: bigint, rate: bigint): bigint {
  return (cents * rate + 5000n) / 10000n;
}

/** 1234567n → '12345.67'. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** 500n → '0.0500'. */
export function formatRate(rate: bigint): string {
  return `${rate / 10000n}.${String(rate % 10000n).padStart(4, '0')}`;
}

/** The rewards the uplines of `chain[0]` receive for `cents` (docs/decisions/team.md "Team rewards", rules 1–5). */
export function simulateRewards(
  cents: bigint,
  chain: readonly ChainMember[],
  ratesOf: (level: number) => LevelRates,
): RewardLine[] {
  const lines: RewardLine[] = [];
  const add = (depth: number, member: ChainMember, rewardType: RewardType | null, rate: bigint, amount: bigint) => {
    if (amount > 0n)
      lines.push({ memberId: member.memberId, depth, level: member.level, rewardType, rate, cents: amount });
  };
  let top = 0;
  let paid = 0n;
  let sameDone = false;
  const coFounders: [number, ChainMember][] = [];
  chain.forEach((member, depth) => {
    if (depth === 0) return;
    const rates = ratesOf(member.level);
    // 1, 2: the direct referrer (a partner: direct referral; an ordinary member: member direct). 3: member indirect.
    if (depth === 1) add(depth, member, member.level >= 1 ? 1 : 2, rates.direct, applyRate(cents, rates.direct));
    if (depth === 2) add(depth, member, 5, rates.indirect, applyRate(cents, rates.indirect));
    // 4: level difference, to an upline above every level below it; 5: same level, to the first equal one after it.
    if (member.level > top) {
      const difference = rates.child > paid ? rates.child - paid : 0n;
      add(depth, member, 4, difference, applyRate(cents, difference));
      if (rates.child > paid) paid = rates.child;
      top = member.level;
      sameDone = false;
    } else if (member.level === top && top >= 1 && !sameDone) {
      add(depth, member, 3, rates.same, applyRate(cents, rates.same));
      sameDone = true;
    }
    if (member.level === 6) coFounders.push([depth, member]);
  });
  // 6: the global dividend pool, shared by the chain's co-founders; leftover cents to the nearest ones first.
  const poolRate = ratesOf(6).global;
  const pool = applyRate(cents, poolRate);
  const count = BigInt(coFounders.length);
  coFounders.forEach(([depth, member], index) => {
    const share = pool / count + (BigInt(index) < pool % count ? 1n : 0n);
    add(depth, member, null, poolRate, share);
  });
  return lines.sort((a, b) => a.depth - b.depth);
}
