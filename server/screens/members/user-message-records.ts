import { userMessageRecords } from '../../../contract/members/user-message-records';
import { between, contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { sqlTime } from '../../lib/time';
import { memberMessage } from '../../lib/shared-tables';

/** Messages sent to members and whether they read them (SPEC §2.3 user message records; §4 message dictionaries). */
export default screenRoutes(
  'members/user-message-records',
  { order: 4, title: { 'zh-CN': '用户消息记录', 'en-US': 'User message records' } },
  (r) => {
    r.list(userMessageRecords.list, {
      consoleOnly: 'the members’ message records',
      from: 'member_message g LEFT JOIN member m ON m.id = g.uid',
      select: `${memberMessage.select('g')}, ${sqlTime('g.created_time')} AS "sendTime", m.real_name AS "realName", m.phone`,
      filters: {
        uid: eq('g.uid'),
        phone: contains('m.phone'),
        title: contains('g.title'),
        type: oneOf('g.type', [1, 2, 3, 4]),
        readState: oneOf('g.read_state', [0, 1, 2]),
        ...between('g.created_time', 'sendTimeStart', 'sendTimeEnd', 'time', { field: 'sendTime' }),
      },
      order: 'g.created_time DESC, g.id DESC',
    });
    r.note(
      'Message records are read-only: type by the message-type dictionary, readState 0 unread / 1 read / 2 deleted.',
    );
  },
);
