import { Where } from '../db/where';
import type { Api } from '../http/api';
import { ApiError } from '../http/envelope';
import { optFlag, optInt, optString, requireInt } from '../http/input';
import { readPaging, toPage } from '../http/paging';
import { sqlTime } from '../lib/time';

const PAGE = 'members/usdt-withdraw-addresses';

/** Members' bound TRC20 (USDT) withdrawal addresses. */
export function registerTrc20Routes(api: Api): void {
  const db = api.db;

  api.get('/wallet/member-trc20/usdt', { page: PAGE }, async ({ input }) => {
    const paging = readPaging(input);
    const where = new Where()
      .add('a.uid = $?', optInt(input, 'userId') ?? optInt(input, 'uid'))
      .add('m.is_test = $?', optFlag(input, 'isTest'))
      .contains('a.card_no', optString(input, 'address'));
    const from = `FROM member_trc20 a JOIN member m ON m.id = a.uid ${where.toSql()}`;
    const [count] = await db.query<{ total: number }>(`SELECT COUNT(*)::int AS total ${from}`, where.params);
    const limit = where.bind(paging.pageSize);
    const offset = where.bind(paging.offset);
    const records = await db.query<Record<string, unknown>>(
      `SELECT a.id, a.uid, m.is_test AS "isTest", a.realname, a.card_no AS "cardNo", a.status,
              ${sqlTime('a.created_time')} AS "createdTime"
       ${from} ORDER BY a.created_time DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return toPage(records, count?.total ?? 0, paging);
  });

  api.post('/wallet/member-trc20/delete', { page: PAGE, perm: 'edit' }, async ({ input }) => {
    const id = requireInt(input, 'id');
    const deleted = await db.query<{ id: number }>('DELETE FROM member_trc20 WHERE id = $1 RETURNING id', [id]);
    if (!deleted.length) throw new ApiError('地址不存在或已解绑');
    return null;
  });
}
