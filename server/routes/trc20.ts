import { Where } from '../db/where';
import type { Api } from '../http/api';
import { ApiError } from '../http/envelope';
import { optFlag, optInt, optString, requireInt } from '../http/input';
import { readPaging, toPage } from '../http/paging';
import { existingMember, textField } from '../lib/form-input';
import { sqlTime } from '../lib/time';
import { bindTrc20Address } from '../lib/trc20-binding';

const PAGE = 'members/usdt-withdraw-addresses';
/** A TRC20 (TRON) address: 'T' and 33 base58 characters (no 0, O, I, l). */
export const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

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

  /** Binds an address for a member (SPEC §2.8 'add'): protocol TRC20 only; an address is bound once. */
  api.post('/wallet/member-trc20/save', { page: PAGE, perm: 'add' }, async ({ input }) => {
    const uid = await existingMember(db, input);
    const address = textField(input, 'address', 'USDT地址', { required: true, max: 34 }) ?? '';
    if (!TRC20_ADDRESS.test(address)) throw new ApiError('USDT地址格式不正确，TRC20地址以T开头，共34位');
    const protocol = optString(input, 'realname') ?? 'TRC20';
    if (protocol !== 'TRC20') throw new ApiError('协议只支持TRC20');
    return bindTrc20Address(db, uid, protocol, address);
  });
}
