/** The member list's writes: the profile save, test members in bulk, freeze/unfreeze, and the one-member switches. */
import type { KeysOf } from '../../../contract/calls';
import type { userList } from '../../../contract/members/user-list';
import { PHONE } from '../../../contract/rules';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, optFlag, optInt, optString, type Input } from '../../lib/input';
import { readIds, updateRow } from '../../kit/mutations';
import type { Mode, Values } from '../../kit/types';
import { textField } from '../../lib/form-input';
import { ACCOUNT } from '../../lib/member-account';
import { shanghaiNow } from '../../lib/time';
import { LEVELS, inviteCodeOf, member } from './user-list.model';
import { fill, M } from '../../i18n/messages';

/** A mainland mobile number: 11 digits starting with 1. */
export const BATCH_MAX = 500;

export const MESSAGES = {
  phoneFormat: M.mobileNumberNotValidDigits,
  phoneTaken: M.mobileNumberAlreadyUsed,
  referrerUnknown: M.invitationCodeNotFound,
  notFound: M.memberNotFound,
  prefixFormat: M.mobileNumberPrefixMust,
  countRange: fill(M.numberAddMustWhole, { max: BATCH_MAX }),
  prefixFull: M.notEnoughFreeMobile,
} as const;

async function checkPhone(db: Queryable, phone: string | undefined, id = 0): Promise<void> {
  if (phone === undefined) return;
  if (!PHONE.test(phone)) throw new ApiError(MESSAGES.phoneFormat);
  const [taken] = await db.query('SELECT id FROM member WHERE phone = $1 AND id <> $2', [phone, id]);
  if (taken) throw new ApiError(MESSAGES.phoneTaken);
}

async function referrerOf(
  db: Queryable,
  input: Input<KeysOf<typeof userList.save>>,
): Promise<{ referrerId?: number; firstLeaderId?: number }> {
  const code = optString(input, 'referrerInviteCode')?.toUpperCase();
  if (code === undefined) return {};
  const [referrer] = await db.query<{ id: number; leader: number | null }>(
    'SELECT id, first_leader_id AS leader FROM member WHERE invite_code = $1',
    [code],
  );
  if (!referrer) throw new ApiError(MESSAGES.referrerUnknown);
  return { referrerId: referrer.id, firstLeaderId: referrer.leader ?? referrer.id };
}

/**
 * saveOrUpdate: add (a real member: phone, real name, level, optional referrer's invite code, test flag) or edit the
 * values sent (the update-level / phone / real-name dialogs send {id, one field}). Balances are never written here.
 */
export async function memberValues(
  db: Queryable,
  input: Input<KeysOf<typeof userList.save>>,
  mode: Mode,
): Promise<Values> {
  const id = mode === 'edit' ? (optInt(input, 'id', 1) ?? 0) : 0;
  const phone = textField(input, 'phone', M.mobileNumber, { required: mode === 'add', max: 11 });
  await checkPhone(db, phone, id);
  const values: Values = {
    phone,
    realName: textField(input, 'realName', M.realName, { required: mode === 'add', max: 20 }),
    teamLevel: optEnum(input, 'teamLevel', LEVELS),
    isTest: optFlag(input, 'isTest'),
    remark: textField(input, 'remark', M.remark, { max: 200 }),
  };
  if (mode === 'edit') return values;
  const [next] = await db.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('member', 'id'))::int AS id");
  const newId = next?.id ?? 0;
  return {
    ...values,
    ...(await referrerOf(db, input)),
    id: newId,
    inviteCode: inviteCodeOf(newId),
    teamLevel: values.teamLevel ?? 0,
    isTest: values.isTest ?? false,
    registerTime: shanghaiNow(),
  };
}

/**
 * batchInsert {count, phonePrefix}: `count` test members whose phones are the prefix followed by random digits to
 * 11, none taken (the unique index decides: a taken phone is skipped and another drawn). Answers the new ids.
 */
export async function batchInsertTestMembers(
  db: Queryable,
  input: Input<KeysOf<typeof userList.batchInsert>>,
): Promise<number[]> {
  const count = optInt(input, 'count');
  if (count === undefined || count < 1 || count > BATCH_MAX) throw new ApiError(MESSAGES.countRange);
  const prefix = optString(input, 'phonePrefix') ?? '';
  if (!/^1\d{2,6}$/.test(prefix)) throw new ApiError(MESSAGES.prefixFormat);
  const free = 10 ** (11 - prefix.length);
  const ids: number[] = [];
  const now = shanghaiNow();
  for (let round = 0; ids.length < count && round < 8; round += 1) {
    const phones = new Set<string>();
    const want = Math.min(count - ids.length, free);
    for (let tries = 0; phones.size < want && tries < want * 20; tries += 1)
      phones.add(prefix + String(Math.floor(Math.random() * free)).padStart(11 - prefix.length, '0'));
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO member (real_name, phone, is_test, team_level, register_time)
       SELECT '测试' || right(p, 4), p, true, 0, $2::timestamp FROM unnest($1::text[]) AS p
       ON CONFLICT (phone) DO NOTHING RETURNING id`,
      [[...phones], now],
    );
    ids.push(...inserted.map((row) => row.id));
  }
  if (ids.length < count) throw new ApiError(MESSAGES.prefixFull);
  await db.query(
    'UPDATE member SET invite_code = v.code FROM unnest($1::int[], $2::text[]) AS v(id, code) WHERE member.id = v.id',
    [ids, ids.map(inviteCodeOf)],
  );
  return ids;
}

/** freezeMembers {ids, status}: 1 freezes, 0 unfreezes the selected members → how many changed. */
export async function freezeMembers(db: Queryable, input: Input<KeysOf<typeof userList.freeze>>): Promise<number> {
  const ids = readIds(input);
  const status = optEnum(input, 'status', [ACCOUNT.normal, ACCOUNT.frozen]) ?? ACCOUNT.frozen;
  const changed = await db.query<{ id: number }>(
    // A frozen member is also signed out of the app.
    `UPDATE member SET status = $2, online = CASE WHEN $2 = 1 THEN false ELSE online END
     WHERE id = ANY($1::int[]) AND status <> $2 RETURNING id`,
    [ids, status],
  );
  return changed.length;
}

/** The keys every one-member switch declares (offline, clear SMS, invite code): the member's `id`. */
type SwitchKeys = KeysOf<typeof userList.offline> &
  KeysOf<typeof userList.clearSms> &
  KeysOf<typeof userList.inviteCode>;

/** One member's switch: the fields to set. Unknown member → "会员不存在". */
export async function updateOne(db: Queryable, input: Input<SwitchKeys>, values: Values): Promise<null> {
  const id = optInt(input, 'id', 1);
  if (id === undefined) throw new ApiError(fill(M.missingParameter, { field: 'id' }));
  await updateRow(db, member, id, values, MESSAGES.notFound);
  return null;
}

/** editDisableInviteCode {id, disabled}: true/1 disables the member's invite code, false/0 enables it again. */
export async function setInviteCodeDisabled(
  db: Queryable,
  input: Input<KeysOf<typeof userList.inviteCode>>,
): Promise<null> {
  const disabled = optFlag(input, 'disabled') ?? true;
  return updateOne(db, input, { inviteCodeDisabled: disabled });
}
