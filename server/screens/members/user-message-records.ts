import type { Queryable, SqlParam } from '../../db/types';
import { bulkInsert, syncSequence } from '../../db/bulk';
import { between, contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../kit/table';
import { wallClockMs, formatWallClock } from '../../lib/time';
import { memberIds, recentTime, seedRandom } from '../../seed/entity-seed';

const messages = table('member_message', {
  id: serial(),
  uid: integer({ references: 'member(id)' }),
  type: integer(),
  title: text(),
  content: text(),
  readState: integer({ default: '0' }),
  sendTime: timestamp(),
  readTime: timestamp({ nullable: true }),
});

const TITLES: Record<number, readonly string[]> = {
  1: ['平台升级公告', '春节放假安排'],
  2: ['您的实名认证已通过', '您的提现申请已受理'],
  3: ['您兑换的商品已发货', '您的包裹已签收'],
  4: ['您有积分即将过期', '每日签到提醒'],
};

async function seed(db: Queryable): Promise<void> {
  const rng = seedRandom(8002);
  const ids = await memberIds(db);
  const rows: SqlParam[][] = [];
  for (let i = 0; i < 60; i += 1) {
    const type = (i % 4) + 1;
    const readState = i % 5 === 4 ? 2 : i % 2;
    const sent = recentTime(rng, 45);
    const title = rng.pick(TITLES[type] ?? []);
    rows.push([
      i + 1,
      rng.pick(ids),
      type,
      title,
      `${title}，详情请在 App 内查看。`,
      readState,
      sent,
      readState === 0 ? null : formatWallClock(wallClockMs(sent) + rng.int(60, 86400) * 1000),
    ]);
  }
  await bulkInsert(
    db,
    'member_message',
    ['id', 'uid', 'type', 'title', 'content', 'read_state', 'send_time', 'read_time'],
    rows,
  );
  await syncSequence(db, 'member_message');
}

/** Messages sent to members and whether they read them (SPEC §2.3 user message records; §4 message dictionaries). */
export default screenRoutes('members/user-message-records', (r) => {
  r.entity({
    table: messages,
    migrations: [{ id: 'member_message:uid-idx', sql: 'CREATE INDEX member_message_uid_idx ON member_message(uid)' }],
    seed,
  });
  r.list('post', '/member/message/record/list', {
    from: 'member_message g JOIN member m ON m.id = g.uid',
    select: `${messages.select('g')}, m.real_name AS "realName", m.phone`,
    filters: {
      uid: eq('g.uid'),
      phone: contains('m.phone'),
      title: contains('g.title'),
      type: oneOf('g.type', [1, 2, 3, 4]),
      readState: oneOf('g.read_state', [0, 1, 2]),
      ...between('g.send_time', 'sendTimeStart', 'sendTimeEnd', 'time', { field: 'sendTime' }),
    },
    order: 'g.send_time DESC, g.id DESC',
  });
  r.note(
    'Message records are read-only: type by the message-type dictionary, readState 0 unread / 1 read / 2 deleted.',
  );
});
