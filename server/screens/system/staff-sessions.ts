import { staffSessions } from '../../../contract/system/staff-sessions';
import { ApiError } from '../../lib/api-error';
import { optString } from '../../lib/input';
import { tokenHash } from '../../lib/session';
import { contains } from '../../kit/filters';
import { runList } from '../../kit/list';
import { screenRoutes } from '../../kit/screen';
import type { ListSpec } from '../../kit/types';
import { boolean, integer, table, text } from '../../lib/table';
import { addedPageSql } from '../../seed/menu';
import { fill, M } from '../../i18n/messages';

const PAGE = 'system/staff-sessions';
const MENU = {
  order: 15,
  title: { 'zh-CN': '在线会话', 'en-US': 'Staff sessions' },
  icon: 'TeamOutlined',
  consoleOnly: 'staff sessions: list them and end one',
};

/** The sessions table of server/http/session.ts (schema v21); its timestamptz columns are read in SQL below. */
const tokens = table('access_token', {
  tokenHash: text(),
  userId: integer({ references: 'staff_user(id)' }),
  locked: boolean({ default: 'false' }),
});
const NOT_FOUND = M.recordNotFound;
const OWN_SESSION = '不能结束自己当前的会话，请使用退出登录';

/** Alive = neither the sliding nor the absolute expiry has passed (server/http/session.ts). */
const SESSIONS: ListSpec = {
  from: `access_token t JOIN staff_user u
         ON u.id = t.user_id AND t.expires_at > now() AND t.absolute_expires_at > now()`,
  select: `t.token_hash AS "id", u.username, u.nickname,
    to_char(t.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt",
    to_char(LEAST(t.expires_at, t.absolute_expires_at) AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "expiresAt",
    t.locked, t.second_factor AS "secondFactor"`,
  filters: { username: contains('u.username') },
  order: 't.created_at DESC, t.token_hash',
};

/**
 * Staff sessions: the staff sessions that are alive, newest first; an administrator ends one (its holder is signed
 * out on the next call), never their own (that is the sign-out). The row id is the token's hash: it signs no one in.
 */
export default screenRoutes(PAGE, MENU, (r) => {
  // A database seeded before this page gets it here (a fresh one from the seed).
  r.entity({
    table: tokens,
    existing: 'schema v21',
    migrations: [{ id: 'access_token:staff-sessions-menu', sql: addedPageSql(PAGE, MENU) }],
  });
  // Hand-written: who asks decides: the caller's own session is marked.
  r.get(
    staffSessions.list,
    {
      params: 'username (contains), page, pageSize',
      doc: '{records: [{id (the token hash), username, nickname, createdAt, expiresAt, locked, secondFactor (totp, recovery or null: the second factor of its sign-in), current}], total, current, size, pages}: unexpired sessions, newest first; `current` marks the caller’s own',
    },
    async ({ db, input, user }) => {
      const mine = tokenHash(user.token);
      const page = (await runList(db, SESSIONS, input)) as { records: { id: string }[] };
      return { ...page, records: page.records.map((row) => ({ ...row, current: row.id === mine })) };
    },
  );
  // Hand-written: who asks decides: never the caller's own session.
  r.post(
    staffSessions.end,
    { params: 'id (the token hash)', doc: 'deletes that session; not the caller’s own' },
    async ({ db, input, user }) => {
      const id = optString(input, 'id');
      if (!id) throw new ApiError(fill(M.missingParameter, { field: 'id' }));
      if (id === tokenHash(user.token)) throw new ApiError(OWN_SESSION);
      const ended = await db.query('DELETE FROM access_token WHERE token_hash = $1 RETURNING user_id', [id]);
      if (ended.length === 0) throw new ApiError(NOT_FOUND);
      return null;
    },
  );
  // Hand-written: ends every session of a user, the caller's own left alone.
  r.post(
    staffSessions.endUser,
    {
      params: 'id (a token hash of the user)',
      doc: 'signs that session’s user out everywhere: every session of theirs ends (the caller’s own stays) → how many',
    },
    async ({ db, input, user }) => {
      const id = optString(input, 'id');
      if (!id) throw new ApiError(fill(M.missingParameter, { field: 'id' }));
      const [owner] = await db.query<{ userId: number }>(
        'SELECT user_id AS "userId" FROM access_token WHERE token_hash = $1',
        [id],
      );
      if (!owner) throw new ApiError(NOT_FOUND);
      const ended = await db.query(
        'DELETE FROM access_token WHERE user_id = $1 AND token_hash <> $2 RETURNING user_id',
        [owner.userId, tokenHash(user.token)],
      );
      return ended.length;
    },
  );
});
