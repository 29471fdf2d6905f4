/**
 * Which values of an answer are members' personal data, and the walk that masks them (docs/security.md, "Personal
 * data"). An answer is masked by key: every object, nested or in an array (pages, `pageInfoVO`, a detail's parts, the
 * audit trail's `{column: [before, after]}`), has the values of the keys below masked by their kind (personal-data.ts).
 * Staff users' own data (`mobile`, `email`, `nickname` on the system pages) is not members' data and is not masked.
 */
import { maskValue, type PersonalKind } from './personal-data';

/** The permission types (button nodes) of personal data: see it whole, or reveal one record with a reason. */
export const SENSITIVE = 'sensitive';
export const REVEAL = 'reveal';

/**
 * Every key the server answers members' personal data under, and its kind: the screens' select lists (camelCase), the
 * database columns the audit trail records changes of (snake_case), and the list filters' parameter names.
 */
export const PERSONAL_KEYS: Readonly<Record<string, PersonalKind>> = {
  phone: 'phone',
  memberPhone: 'phone',
  firstPhone: 'phone',
  fatherPhone: 'phone',
  thirdMemberPhone: 'phone',
  referrerPhone: 'phone',
  ancestorPhone: 'phone',
  leaderPhone: 'phone',
  subjectPhone: 'phone',
  realName: 'name',
  realname: 'name',
  real_name: 'name',
  memberName: 'name',
  firstName: 'name',
  thirdMemberName: 'name',
  referrerName: 'name',
  ancestorName: 'name',
  leaderName: 'name',
  sourceMemberName: 'name',
  idNumber: 'idNumber',
  id_number: 'idNumber',
  bankCard: 'bankCard',
  bank_card: 'bankCard',
  cardNo: 'card',
  card_no: 'card',
  address: 'wallet',
  walletAddress: 'wallet',
  usdtAddress: 'wallet',
  trc20Address: 'wallet',
  receiveAddress: 'wallet',
  streetAddress: 'address',
  street_address: 'address',
};

/** A route's own reading of a key: another kind, or `null` where the key holds no personal data (a protocol name). */
export type PersonalOverrides = Readonly<Record<string, PersonalKind | null>>;

/** The kind of the values under `key`, or undefined when they are not personal data. */
export function personalKindOf(key: string, overrides?: PersonalOverrides): PersonalKind | undefined {
  if (overrides && key in overrides) return overrides[key] ?? undefined;
  return Object.prototype.hasOwnProperty.call(PERSONAL_KEYS, key) ? PERSONAL_KEYS[key] : undefined;
}

/** The value under a personal key masked: text and numbers, and each of them in an array ([before, after]). */
function maskUnder(kind: PersonalKind, value: unknown, overrides: PersonalOverrides | undefined): unknown {
  if (Array.isArray(value))
    return value.map((item) =>
      item !== null && typeof item === 'object' ? maskPersonal(item, overrides) : maskValue(kind, item),
    );
  if (value !== null && typeof value === 'object') return maskPersonal(value, overrides);
  return maskValue(kind, value);
}

/**
 * A copy of `value` with every personal value masked, at any depth; the input is not changed. Anything but objects
 * and arrays (text, numbers, null, a date, bytes) is returned as it is.
 */
export function maskPersonal(value: unknown, overrides?: PersonalOverrides): unknown {
  if (Array.isArray(value)) return value.map((item) => maskPersonal(item, overrides));
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || ArrayBuffer.isView(value)) return value;
  const masked: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const kind = personalKindOf(key, overrides);
    masked[key] = kind ? maskUnder(kind, inner, overrides) : maskPersonal(inner, overrides);
  }
  return masked;
}

/** A user's page permissions (SessionUser.pages): component key → the permTypes granted there. */
export type PagePermissions = ReadonlyMap<string, ReadonlySet<string>>;

/** Whether any of the user's roles grants `type` on any page: the personal-data permissions are one capability each. */
export const holdsAnywhere = (pages: PagePermissions, type: string): boolean =>
  [...pages.values()].some((types) => types.has(type));

/** Whether the user sees members' personal data whole. */
export const seesPersonal = (pages: PagePermissions): boolean => holdsAnywhere(pages, SENSITIVE);

/** The answer as the user may see it: whole with `sensitive`, else masked. */
export const personalFor = (pages: PagePermissions, value: unknown, overrides?: PersonalOverrides): unknown =>
  seesPersonal(pages) ? value : maskPersonal(value, overrides);
