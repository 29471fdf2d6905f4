import { investSettlementRecords } from '../../../contract/invest/invest-settlement-records';
import { between, contains, eq, oneOf } from '../../kit/filters';
import { sum } from '../../kit/list';
import { screenRoutes } from '../../kit/screen';
import { investSettle } from './invest-list.rules';

/** Daily investment income, settled or not (SPEC §2.3 invest settlement records, §7.5 investSettleRecord). */
export default screenRoutes(
  'invest/invest-settlement-records',
  { order: 3, title: { 'zh-CN': '结算记录', 'en-US': 'Settlement records' } },
  (r) => {
    r.list(investSettlementRecords.list, {
      from: 'invest_settle_record s JOIN invest_record i ON i.id = s.invest_id LEFT JOIN member m ON m.id = s.uid',
      select: `${investSettle.select('s')}, i.order_no AS "orderNo", i.product_name AS "productName",
      i.amount::float8 AS "amount", i.rate::float8 AS "rate", m.real_name AS "realName", m.phone`,
      filters: {
        uid: eq('s.uid'),
        phone: contains('m.phone'),
        orderNo: contains('i.order_no'),
        productName: contains('i.product_name'),
        status: oneOf('s.status', [1, 2]),
        ...between('s.settle_time', 'settleTimeStart', 'settleTimeEnd', 'time', { field: 'settleTime' }),
      },
      order: 's.settle_time DESC, s.id DESC',
      extra: { totalIncome: sum('s.income') },
    });
    r.note(
      'Settlement records: one income per investment and day (income = amount × daily rate %, 2 decimals); status 1 settled / 2 unsettled.',
    );
  },
);
