import type { KeysOf } from '../../../contract/calls';
import type { systemUsers } from '../../../contract/system/system-users';
import { replaceLinks, type Link } from '../../kit/mutations';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt, optString, type Input } from '../../lib/input';
import { textField } from '../../lib/form-input';
import { safeAvatarUrl } from '../../lib/safe-url';
import { intList } from './system.rules';
import { dictConstants } from '../../../contract/dicts/constants';
import { M } from '../../i18n/messages';

export const USERNAME = /^[A-Za-z0-9_]{2,20}$/;
/** staff_user.status: 0 enabled, -1 disabled (a disabled user's tokens stop resolving at once). */
export const STATUS = dictConstants('staffStatus');

/** The keys both the add and the edit of a staff user declare (the profile fields and `roleIds`). */
type ProfileKeys = KeysOf<typeof systemUsers.add> & KeysOf<typeof systemUsers.edit>;
/** The keys both the add and the password reset declare: `password`. */
type PasswordKeys = KeysOf<typeof systemUsers.add> & KeysOf<typeof systemUsers.resetPass>;

/** The editable profile fields of a staff user; on edit only those sent are written. */
export function profile(input: Input<ProfileKeys>, required: boolean) {
  const email = textField(input, 'email', M.email, { max: 100 });
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ApiError(M.emailAddressNotValid);
  const mobile = textField(input, 'mobile', M.mobileNumber, { max: 20 });
  if (mobile && !/^\+?[\d-]{5,20}$/.test(mobile)) throw new ApiError(M.mobileNumberNotValid);
  return {
    nickname: textField(input, 'nickname', M.nickname, { required, max: 20 }),
    email,
    mobile,
    sex: optEnum(input, 'sex', ['0', '1', '2']),
    type: optEnum(input, 'type', [0, 1]),
    avatar: safeAvatarUrl(textField(input, 'avatar', M.avatar, { max: 1000 })),
    description: textField(input, 'description', M.description, { max: 255 }),
    department_id: optInt(input, 'departmentId', 1),
  };
}

export function newUsername(input: Input<KeysOf<typeof systemUsers.add>>): string {
  const username = optString(input, 'username');
  if (!username) throw new ApiError(M.usernameRequired);
  if (!USERNAME.test(username)) throw new ApiError(M.username220Letters);
  return username;
}

export function newPassword(input: Input<PasswordKeys>, field: PasswordKeys = 'password'): string {
  const password = typeof input[field] === 'string' ? input[field] : '';
  if (password.length < 6 || password.length > 32) throw new ApiError(M.password632Characters);
  return password;
}

export async function checkDepartment(db: Queryable, id: number | undefined): Promise<void> {
  if (id !== undefined && !(await db.query('SELECT 1 FROM department WHERE id = $1', [id])).length)
    throw new ApiError(M.departmentNotFound);
}

const USER_ROLES: Link = { table: 'user_role', owner: 'user_id', target: 'role_id' };

/**
 * Sets the user's roles to `roleIds`, or, on add without any, the default roles. On edit, as X-Boot does
 * (UserController.edit deletes the user's roles, then adds those sent), roleIds left out leaves the user with none.
 */
export async function setRoles(
  db: Queryable,
  userId: number,
  input: Input<ProfileKeys>,
  adding: boolean,
): Promise<void> {
  let roleIds = intList(input, 'roleIds');
  if (!roleIds.length && adding)
    roleIds = (await db.query<{ id: number }>('SELECT id FROM role WHERE default_role')).map((row) => row.id);
  const known = await db.query<{ id: number }>('SELECT id FROM role WHERE id = ANY($1::int[])', [roleIds]);
  if (known.length !== new Set(roleIds).size) throw new ApiError(M.roleNotFound);
  await replaceLinks(db, USER_ROLES, userId, roleIds);
}

/** The list's select: the profile, the department, the roles, and whether the account is locked out or has 2FA. */
export const USER_SELECT = `u.id, u.username, u.nickname, u.avatar, u.email, u.mobile, u.sex, u.description, u.type,
  u.status, u.department_id AS "departmentId", COALESCE(d.title, u.department_title) AS "departmentTitle",
  to_char(u.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
  COALESCE((SELECT array_agg(ur.role_id ORDER BY ur.role_id) FROM user_role ur WHERE ur.user_id = u.id), '{}') AS "roleIds",
  COALESCE((SELECT string_agg(r.name, ',' ORDER BY r.id) FROM user_role ur JOIN role r ON r.id = ur.role_id
            WHERE ur.user_id = u.id), '') AS "roleNames",
  COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'description', r.description) ORDER BY r.id)
            FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]') AS "roles",
  EXISTS (SELECT 1 FROM login_failure f WHERE f.account = u.username AND f.locked_until > now()) AS "locked",
  (u.google_key IS NOT NULL) AS "twoFactorBound"`;

/** Demo staff beside admin / operator / locked: [username, nickname, departmentId, type, status]. */
export const DEMO_STAFF: readonly [string, string, number, number, number][] = [
  ['finance01', '财务小王', 3, 0, 0],
  ['finance02', '财务小李', 3, 0, 0],
  ['tech01', '技术老张', 4, 1, 0],
  ['service01', '客服小赵', 5, 0, 0],
  ['service02', '客服小钱', 5, 0, -1],
  ['ops01', '运营一组组长', 6, 0, 0],
  ['ops02', '运营二组组长', 7, 0, 0],
  ['south01', '华南专员', 8, 0, 0],
];
