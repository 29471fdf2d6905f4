import { userScoreRecords } from '../../../contract/members/user-score-records';
import { between, contains, eq, flag, oneOf, containsName } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { scoresKept } from '../../kit/kept-tables';
import { scoreFrom, SCORE_SELECT } from '../../lib/score-records';

/** Points records (SPEC §7.5 `/score/record/list`): every points movement; add/deduct is operation-balance-score's. */
export default screenRoutes(
  'members/user-score-records',
  { order: 11, title: { 'zh-CN': '积分记录', 'en-US': 'Points records' } },
  (r) => {
    r.list(userScoreRecords.list, {
      from: scoreFrom(),
      select: SCORE_SELECT,
      filters: {
        uid: eq('s.uid'),
        phone: contains('m.phone'),
        realName: containsName('m.real_name'),
        isTest: flag('m.is_test'),
        type: oneOf('s.type', [0, 1, 2, 3, 4]),
        orderNo: contains('s.order_no'),
        ...between('s.created_time', 'startTime', 'endTime', 'time', { field: 'createdTime' }),
      },
      order: 's.created_time DESC, s.id DESC',
      ...scoresKept(),
    });
  },
);
