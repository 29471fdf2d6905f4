/**
 * Members' personal data as staff without the `sensitive` permission see it (docs/security.md, "Personal data"): one
 * mask per kind of value. Pure functions: the answers, the CSV export, the live events and the operation log all mask
 * through them (lib/personal-walk.ts decides which values are personal).
 *
 * A masked value never keeps more of the original than its kind's kept characters, and never the whole value: a value
 * too short for its kind's rule is "short" and keeps only its last two characters (none when it has two or fewer).
 */
import { TRC20_ADDRESS } from '../../contract/rules';

export type PersonalKind = 'phone' | 'name' | 'idNumber' | 'bankCard' | 'wallet' | 'card' | 'address';

export const STAR = '*';
export const ELLIPSIS = '…';

/** The characters of a value (code points: a name in an astral script keeps whole characters). */
const charsOf = (value: string): string[] => Array.from(value);

const stars = (count: number): string => STAR.repeat(Math.max(0, count));

/** A value too short for its kind's rule: every character starred but the last two (all of them when ≤ 2). */
export function maskShort(value: string): string {
  const chars = charsOf(value);
  if (chars.length <= 2) return stars(chars.length);
  return stars(chars.length - 2) + chars.slice(-2).join('');
}

/** Keeps `head` characters, stars the middle, keeps `tail`; short when fewer than head + tail + 1 characters. */
function keepEnds(value: string, head: number, tail: number): string {
  const chars = charsOf(value);
  if (chars.length <= head + tail) return maskShort(value);
  return chars.slice(0, head).join('') + stars(chars.length - head - tail) + chars.slice(-tail).join('');
}

/** `13812341234` → `138****1234`. */
export const maskPhone = (value: string): string => keepEnds(value, 3, 4);

/** `王小明` → `王**`: the first character, then one star per other character (a one-character name: `*`). */
export function maskName(value: string): string {
  const chars = charsOf(value);
  if (chars.length <= 1) return stars(chars.length);
  return (chars[0] ?? '') + stars(chars.length - 1);
}

/** `110101198111193201` → `110***********3201`. */
export const maskIdNumber = (value: string): string => keepEnds(value, 3, 4);

/** `6222021234567890123` → `***************0123`. */
export function maskBankCard(value: string): string {
  const chars = charsOf(value);
  if (chars.length <= 4) return maskShort(value);
  return stars(chars.length - 4) + chars.slice(-4).join('');
}

/** `T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb` → `T9y…uWwb`: the first 3, an ellipsis, the last 4. */
export function maskWallet(value: string): string {
  const chars = charsOf(value);
  if (chars.length <= 7) return maskShort(value);
  return chars.slice(0, 3).join('') + ELLIPSIS + chars.slice(-4).join('');
}

/** A postal address (a delivery address): its first 3 characters (the province, at most), then an ellipsis. */
export function maskAddress(value: string): string {
  const chars = charsOf(value);
  if (chars.length <= 4) return maskShort(value);
  return chars.slice(0, 3).join('') + ELLIPSIS;
}

/** A card field (`cardNo`) holds a withdrawal's destination: a TRC20 address (a wallet) or a bank card number. */
export const maskCard = (value: string): string =>
  TRC20_ADDRESS.test(value) ? maskWallet(value) : maskBankCard(value);

const MASKS: Readonly<Record<PersonalKind, (value: string) => string>> = {
  phone: maskPhone,
  name: maskName,
  idNumber: maskIdNumber,
  bankCard: maskBankCard,
  wallet: maskWallet,
  card: maskCard,
  address: maskAddress,
};

/**
 * The value masked as `kind`: text and numbers are masked (a number becomes masked text); null, undefined, blank text
 * and anything else (an object, a boolean) are returned as they are.
 */
export function maskValue(kind: PersonalKind, value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return MASKS[kind](String(value));
  if (typeof value !== 'string' || value === '') return value;
  return MASKS[kind](value);
}

/** Whether a text is masked (it has a star or the ellipsis): a masked value is never shown as if it were real. */
export const looksMasked = (value: unknown): boolean =>
  typeof value === 'string' && (value.includes(STAR) || value.includes(ELLIPSIS));
