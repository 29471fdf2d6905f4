import bcrypt from 'bcryptjs';
import type { Api, PublicContext } from '../http/api';
import { ApiError } from '../http/envelope';
import { optString, type Input } from '../http/input';
import { issueToken, revokeToken } from '../http/session';

const MAX_FAILURES = 10;
const BAD_CREDENTIALS = '用户名或密码错误';
const LOCKED = '登录失败次数过多，请10分钟后再试';

interface LoginRow {
  id: number;
  passwordHash: string;
  status: number;
  locked: boolean;
}

/** Own-profile text field: '' is kept (clears the field), absent or 'null' is skipped. */
function profileText(input: Input, field: string, max: number, label: string): string | undefined {
  const value = input[field];
  if (value === undefined || value === null || value === 'null') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new ApiError(`参数格式错误: ${field}`);
  const text = String(value).trim();
  if (text.length > max) throw new ApiError(`${label}不能超过${max}个字符`);
  return text;
}

async function passwordOf(api: Api, userId: number): Promise<string> {
  const [row] = await api.db.query<{ hash: string }>('SELECT password_hash AS hash FROM staff_user WHERE id = $1', [userId]);
  if (!row) throw new ApiError('用户不存在');
  return row.hash;
}

export function registerSessionRoutes(api: Api): void {
  const db = api.db;

  const loginHandler = async ({ input }: PublicContext): Promise<string> => {
    const username = optString(input, 'username');
    const password = typeof input.password === 'string' ? input.password : undefined;
    if (!username || !password) throw new ApiError('用户名和密码不能为空');
    const [user] = await db.query<LoginRow>(
      `SELECT id, password_hash AS "passwordHash", status, COALESCE(locked_until > now(), false) AS locked
       FROM staff_user WHERE username = $1`,
      [username],
    );
    if (!user) throw new ApiError(BAD_CREDENTIALS);
    if (user.locked) throw new ApiError(LOCKED);
    if (!(await bcrypt.compare(password, user.passwordHash))) {
      const [row] = await db.query<{ failures: number }>(
        `UPDATE staff_user SET
           failed_count = CASE WHEN first_failed_at > now() - interval '10 minutes' THEN failed_count + 1 ELSE 1 END,
           first_failed_at = CASE WHEN first_failed_at > now() - interval '10 minutes' THEN first_failed_at ELSE now() END
         WHERE id = $1 RETURNING failed_count AS failures`,
        [user.id],
      );
      if (row && row.failures >= MAX_FAILURES) {
        await db.query(
          `UPDATE staff_user SET locked_until = now() + interval '10 minutes', failed_count = 0, first_failed_at = NULL WHERE id = $1`,
          [user.id],
        );
        throw new ApiError(LOCKED);
      }
      throw new ApiError(BAD_CREDENTIALS);
    }
    if (user.status !== 0) throw new ApiError('账户已被禁用');
    await db.query('UPDATE staff_user SET failed_count = 0, first_failed_at = NULL, locked_until = NULL WHERE id = $1', [user.id]);
    return issueToken(db, user.id, api.tokenTtlMinutes);
  };
  api.public('post', '/xboot/login', loginHandler);
  api.public('get', '/xboot/login', loginHandler);

  api.public('post', '/xboot/logout', async ({ token }) => {
    if (token) await revokeToken(db, token);
    return null;
  });

  api.get('/xboot/user/info', {}, async ({ user }) => {
    const [info] = await db.query<Record<string, unknown>>(
      `SELECT id, username, nickname, avatar, email, mobile, sex, description, type, status,
              department_title AS "departmentTitle", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
       FROM staff_user WHERE id = $1`,
      [user.id],
    );
    const roles = await db.query<{ id: number; name: string; description: string }>(
      'SELECT r.id, r.name, r.description FROM role r JOIN user_role ur ON ur.role_id = r.id WHERE ur.user_id = $1 ORDER BY r.id',
      [user.id],
    );
    return { ...info, roles };
  });

  api.post('/xboot/user/edit', {}, async ({ input, user }) => {
    const nickname = profileText(input, 'nickname', 20, '昵称');
    if (nickname === '') throw new ApiError('昵称不能为空');
    const email = profileText(input, 'email', 100, '邮箱');
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ApiError('邮箱格式不正确');
    const mobile = profileText(input, 'mobile', 20, '手机号');
    if (mobile && !/^\+?[\d-]{5,20}$/.test(mobile)) throw new ApiError('手机号格式不正确');
    const fields: [string, string | undefined][] = [
      ['nickname', nickname],
      ['avatar', profileText(input, 'avatar', 1000, '头像地址')],
      ['email', email],
      ['mobile', mobile],
      ['sex', profileText(input, 'sex', 10, '性别')],
      ['description', profileText(input, 'description', 255, '个人简介')],
    ];
    for (const [column, value] of fields) {
      if (value !== undefined) await db.query(`UPDATE staff_user SET ${column} = $2 WHERE id = $1`, [user.id, value]);
    }
    return null;
  });

  api.post('/xboot/user/modifyPass', {}, async ({ input, user }) => {
    const password = typeof input.password === 'string' ? input.password : '';
    const newPass = typeof input.newPass === 'string' ? input.newPass : '';
    if (!password) throw new ApiError('请输入原密码');
    if (!(await bcrypt.compare(password, await passwordOf(api, user.id)))) throw new ApiError('旧密码不正确');
    if (newPass.length < 6) throw new ApiError('新密码至少6个字符');
    if (newPass.length > 32) throw new ApiError('新密码最多32个字符');
    const strength = optString(input, 'passStrength') ?? '';
    await db.query('UPDATE staff_user SET password_hash = $2, pass_strength = $3 WHERE id = $1', [
      user.id,
      await bcrypt.hash(newPass, 10),
      strength.slice(0, 20),
    ]);
    return null;
  });

  api.post('/xboot/user/unlock', {}, async ({ input, user }) => {
    const password = typeof input.password === 'string' ? input.password : '';
    if (!password || !(await bcrypt.compare(password, await passwordOf(api, user.id)))) throw new ApiError('密码不正确');
    return null;
  });
}
