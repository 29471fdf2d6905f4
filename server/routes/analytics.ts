import type { Api } from '../http/api';
import { ApiError } from '../http/envelope';
import { optString, requireInt, type Input } from '../http/input';
import { listAnalyticsAccounts, sealOptional } from '../lib/analytics-secrets';
import { shanghaiNow } from '../lib/time';

const PAGE = 'system/analytics-accounts';

function text(input: Input, field: string, label: string): string | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new ApiError(`参数格式错误: ${field}`);
  const result = String(value);
  if (result.length > 50) throw new ApiError(`${label}不能超过50个字符`);
  return result;
}

/** Accounts of the third-party analytics service: list, save (insert/update, status toggle), delete. */
export function registerAnalyticsRoutes(api: Api): void {
  const db = api.db;

  // SPEC §2.12 shows the password to users who may edit the page; others see it masked. Stored encrypted.
  api.get('/analyticsAccount/list', { page: PAGE }, async ({ user }) =>
    listAnalyticsAccounts(db, user.pages.get(PAGE)?.has('edit') === true),
  );

  api.post('/analyticsAccount/save', { page: PAGE }, async ({ input, require }) => {
    const hasId = optString(input, 'id') !== undefined;
    require(PAGE, hasId ? 'edit' : 'add');
    const username = text(input, 'username', '账号');
    const password = sealOptional(db, text(input, 'password', '密码'));
    const cookie = sealOptional(db, text(input, 'cookie', 'Cookie'));
    const statusValue = optString(input, 'status');
    const status = statusValue === undefined ? undefined : Number(statusValue);
    if (status !== undefined && status !== 0 && status !== 1) throw new ApiError('状态只能为1（开启）或0（关闭）');
    if (!hasId) {
      if (!username?.trim()) throw new ApiError('账号不能为空');
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO analytics_account (username, password, cookie, status, created_time)
         VALUES ($1, $2, $3, $4, $5::timestamp) RETURNING id`,
        [username.trim(), password ?? '', cookie ?? '', status ?? 1, shanghaiNow()],
      );
      return row?.id ?? null;
    }
    const id = requireInt(input, 'id', 1);
    if (username !== undefined && !username.trim()) throw new ApiError('账号不能为空');
    const changed = await db.query<{ id: number }>(
      `UPDATE analytics_account SET username = COALESCE($2, username), password = COALESCE($3, password),
         cookie = COALESCE($4, cookie), status = COALESCE($5, status)
       WHERE id = $1 RETURNING id`,
      [id, username?.trim() ?? null, password ?? null, cookie ?? null, status ?? null],
    );
    if (!changed.length) throw new ApiError('账号不存在');
    return id;
  });

  api.post('/analyticsAccount/delete', { page: PAGE, perm: 'delete' }, async ({ input }) => {
    const id = requireInt(input, 'id', 1);
    const deleted = await db.query<{ id: number }>('DELETE FROM analytics_account WHERE id = $1 RETURNING id', [id]);
    if (!deleted.length) throw new ApiError('账号不存在');
    return null;
  });
}
