import { systemUsers } from '../../../contract/system/system-users';
import { ApiError } from '../../lib/api-error';
import { optEnum, requireInt } from '../../lib/input';
import { between, contains, entityDefault, eq, oneOf } from '../../kit/filters';
import { deleteRows, insertRow, readIds, updateRow } from '../../kit/mutations';
import { endSessions } from '../../lib/session';
import { screenRoutes } from '../../kit/screen';
import { USER, springPage } from '../../kit/xboot-shapes';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import type { KitContext } from '../../kit/types';
import { unlockAccount } from '../../lib/login-throttle';
import { resetSecondFactor } from '../../lib/two-factor';
import { hashPassword } from '../../lib/password';
import { shanghaiNow } from '../../lib/time';
import { pathInt } from './system.rules';
import {
  DEMO_STAFF,
  STATUS,
  USER_SELECT,
  checkDepartment,
  newPassword,
  newUsername,
  profile,
  setRoles,
} from './system-users.rules';
import { M } from '../../i18n/messages';

/** staff_user comes from schema v1; this screen adds the two-factor key. */
const staff = table('staff_user', {
  id: serial(),
  username: text(),
  nickname: text(),
  status: integer(),
  createTime: timestamp(),
});

const PAGE = 'system/system-users';

/**
 * Enables or disables the user. Disabling ends every open session at once: the database does it (the trigger
 * staff_user_disabled_drops_tokens, db/migrations-hardening.ts), whatever path disables, and resolveToken also refuses
 * a disabled user's token.
 */
async function setStatus(ctx: KitContext, status: number): Promise<null> {
  const id = pathInt(ctx, 'id');
  if (status === STATUS.disabled && id === ctx.user.id) throw new ApiError(M.youCannotDisableAccount);
  await updateRow(ctx.db, staff, id, { status }, M.userNotFound);
  return null;
}

/** Staff users (SPEC §7.3): who may log in, in which department, with which roles. */
export default screenRoutes(PAGE, { order: 1, title: { 'zh-CN': '用户管理', 'en-US': 'Users' } }, (r) => {
  r.entity({
    table: staff,
    existing: 'schema v1',
    migrations: [
      { id: 'staff_user:google-key', sql: 'ALTER TABLE staff_user ADD COLUMN IF NOT EXISTS google_key text' },
    ],
    seed: async (db) => {
      const hash = await hashPassword('123456');
      for (const [index, [username, nickname, departmentId, type, status]] of DEMO_STAFF.entries()) {
        const id = await insertRow(db, staff, {
          username,
          password_hash: hash,
          nickname,
          email: `${username}@example.com`,
          mobile: `1390000${String(index + 1).padStart(4, '0')}`,
          sex: String(index % 3),
          type,
          status,
          department_id: departmentId,
          createTime: `2026-0${(index % 9) + 1}-15 10:00:00`,
          google_key: index % 2 ? 'JBSWY3DPEHPK3PXP' : null,
        });
        if (id !== null) await db.query('INSERT INTO user_role (user_id, role_id) VALUES ($1, 2)', [id]);
      }
    },
  });
  r.list(systemUsers.list, {
    bareAnswer: springPage(USER),
    from: 'staff_user u LEFT JOIN department d ON d.id = u.department_id',
    select: USER_SELECT,
    // X-Boot binds these into a new User: left out, `id` is a fresh snowflake (no row), `type` and `status` are 0.
    filters: {
      id: entityDefault(eq('u.id'), -1),
      username: contains('u.username'),
      nickname: contains('u.nickname'),
      mobile: contains('u.mobile'),
      email: contains('u.email'),
      departmentId: eq('u.department_id'),
      type: entityDefault(oneOf('u.type', [0, 1]), 0),
      status: entityDefault(oneOf('u.status', [STATUS.enabled, STATUS.disabled]), STATUS.enabled),
      ...between('u.create_time', 'startDate', 'endDate', 'time', { field: 'createTime' }),
    },
    order: 'u.create_time DESC, u.id DESC',
  });
  // Hand-written: a search for a select, at most 20 names.
  r.get(
    systemUsers.searchByName,
    { consoleOnly: 'user search by name (not in xboot-fast)', doc: 'users whose username contains it (at most 20)' },
    ({ db, c }) =>
      db.query(
        `SELECT id, username, nickname FROM staff_user WHERE username ILIKE '%' || $1 || '%' ORDER BY username LIMIT 20`,
        [(c.req.param('username') ?? '').replace(/[%_\\]/g, '\\$&')],
      ),
  );
  // Hand-written: every user for a select, without paging.
  r.get(systemUsers.getAll, { bareAnswer: USER, doc: 'every user: [{id, username, nickname}]' }, ({ db }) =>
    db.query('SELECT id, username, nickname FROM staff_user ORDER BY id'),
  );
  // Hand-written: hashes the password and writes the user's roles with the user.
  r.post(
    systemUsers.add,
    {
      params: '{username, password, nickname, mobile, email, sex, type, departmentId, avatar, roleIds}',
    },
    async (ctx) => {
      const { db, input } = ctx;
      const username = newUsername(input);
      const password = newPassword(input);
      const values = profile(input, true);
      await checkDepartment(db, values.department_id);
      // A username taken is refused by the database's unique key, in its words (db/unique.ts).
      return db.transaction(async (tx) => {
        const id = await insertRow(tx, staff, {
          ...values,
          username,
          password_hash: await hashPassword(password),
          nickname: values.nickname ?? '',
          createTime: shanghaiNow(),
        });
        if (id === null) throw new ApiError(M.userNotFound);
        await setRoles(tx, id, input, true);
        return id;
      });
    },
  );
  // Hand-written: replaces the whole user as X-Boot does, roles included.
  r.post(
    systemUsers.edit,
    {
      params: '{id, …every profile field, status, roleIds}',
      doc: 'replaces the whole user as X-Boot does: a field left out takes its default (status and type 0, no department), roleIds left out removes every role',
    },
    async (ctx) => {
      const id = requireInt(ctx.input, 'id', 1);
      // X-Boot binds the request into a new User and saves it over the stored one (username and password kept).
      const sent = profile(ctx.input, false);
      const status = optEnum(ctx.input, 'status', [STATUS.enabled, STATUS.disabled]) ?? STATUS.enabled;
      if (status === STATUS.disabled && id === ctx.user.id) throw new ApiError(M.youCannotDisableAccount);
      await checkDepartment(ctx.db, sent.department_id);
      return ctx.db.transaction(async (tx) => {
        const whole = {
          nickname: sent.nickname ?? '',
          email: sent.email ?? '',
          mobile: sent.mobile ?? '',
          sex: sent.sex ?? '',
          type: sent.type ?? 0,
          avatar: sent.avatar ?? '',
          description: sent.description ?? '',
          department_id: sent.department_id ?? null,
          status,
        };
        // Disabled here, the user's sessions end with the row's status (the trigger, as in setStatus).
        await updateRow(tx, staff, id, whole, M.userNotFound);
        await setRoles(tx, id, ctx.input, false);
        return id;
      });
    },
  );
  // Hand-written: the id is in the path, as X-Boot sends it; answered with nothing.
  r.post(systemUsers.enable, {}, (ctx) => setStatus(ctx, STATUS.enabled));
  // Hand-written: who asks decides: one cannot disable one's own account.
  r.post(systemUsers.disable, { doc: 'ends the user’s sessions at once' }, (ctx) => setStatus(ctx, STATUS.disabled));
  // Hand-written: who asks decides: one cannot delete one's own account.
  r.post(systemUsers.delByIds, { params: '{ids}' }, async ({ db, input, user }) => {
    const ids = readIds(input);
    // Kept by hand: the refusal depends on who asks, which a declared refusal (a query of the rows) cannot see.
    if (ids.includes(user.id)) throw new ApiError(M.youCannotDeleteAccount);
    return db.transaction((tx) => deleteRows(tx, staff.name, ids));
  });
  // Hand-written: hashes the new password and ends the users' sessions.
  r.post(systemUsers.resetPass, { params: '{ids, password}' }, async ({ db, input }) => {
    const ids = readIds(input);
    const hash = await hashPassword(newPassword(input));
    await db.query('UPDATE staff_user SET password_hash = $2 WHERE id = ANY($1::int[])', [ids, hash]);
    await endSessions(db, ids);
    return null;
  });
  // Hand-written: clears the second factor and ends the users' sessions.
  r.post(
    systemUsers.resetGoogleKey,
    {
      consoleOnly: 'resetting a second factor (X-Boot has none)',
      params: '{ids}',
      doc: 'clears the key and recovery codes and signs the users out everywhere; their next sign-in binds again',
    },
    async ({ db, input }) => {
      await resetSecondFactor(db, readIds(input));
      return null;
    },
  );
  // Hand-written: lifts the sign-in lock-out, kept by username in the failures table, not in the user's row.
  r.post(systemUsers.unlock, { consoleOnly: 'lifting a login lock-out', params: '{ids}' }, async ({ db, input }) => {
    const users = await db.query<{ username: string }>('SELECT username FROM staff_user WHERE id = ANY($1::int[])', [
      readIds(input),
    ]);
    for (const { username } of users) await unlockAccount(db, username);
    return null;
  });
  r.note('staff users: status 0 enabled / -1 disabled; disabling ends the user’s sessions at once.');
  r.note(
    'staff users: resetPass sets the given password and signs the users out; resetGoogleKey clears the 2FA key and signs the users out.',
  );
});
