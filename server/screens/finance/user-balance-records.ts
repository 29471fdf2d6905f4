import { userBalanceRecords } from '../../../contract/finance/user-balance-records';
import { atLeast, atMost, contains, eq, flag, containsName } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { MEMBERS_KEPT } from '../../kit/kept-tables';
import { sqlTime } from '../../lib/time';

/** Members' wallets (SPEC §2.3 user balance records; call not named by the spec, designed here). */
export default screenRoutes(
  'finance/user-balance-records',
  { order: 4, title: { 'zh-CN': '用户余额记录', 'en-US': 'User balance records' } },
  (r) => {
    r.list(userBalanceRecords.list, {
      consoleOnly: 'the list of member balances',
      from: 'member m',
      select: `m.id AS uid, m.phone, m.real_name AS "realName", CASE WHEN m.is_test THEN 1 ELSE 0 END AS "isTest",
      m.usdt_balance::float8 AS "usdtBalance", m.rmb_balance::float8 AS "rmbBalance", m.score,
      (SELECT ${sqlTime('MAX(c.created_time)')} FROM wallet_change c WHERE c.uid = m.id) AS "lastChangeTime",
      ${sqlTime('m.register_time')} AS "registerTime"`,
      filters: {
        uid: eq('m.id'),
        phone: contains('m.phone'),
        realName: containsName('m.real_name'),
        isTest: flag('m.is_test'),
        usdtMin: atLeast('m.usdt_balance', { field: 'usdtBalance' }),
        usdtMax: atMost('m.usdt_balance', { field: 'usdtBalance' }),
        rmbMin: atLeast('m.rmb_balance', { field: 'rmbBalance' }),
        rmbMax: atMost('m.rmb_balance', { field: 'rmbBalance' }),
      },
      order: 'm.usdt_balance DESC, m.id ASC',
      ...MEMBERS_KEPT,
      doc: 'one row per member: USDT and RMB balances, points and the time of the last wallet change',
    });
    r.note('User balances: the balances are the ledger sums (wallet_change / score_record); sorted by USDT balance.');
  },
);
