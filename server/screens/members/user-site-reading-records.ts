import { userSiteReadingRecords } from '../../../contract/members/user-site-reading-records';
import type { Queryable, SqlParam } from '../../db/types';
import { bulkInsert, syncSequence } from '../../db/bulk';
import { between, contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text, timestamp } from '../../lib/table';
import { memberIds, recentTime, seedRandom } from '../../seed/entity-seed';

const readings = table('member_site_reading', {
  id: serial(),
  uid: integer({ references: 'member(id)' }),
  articleType: integer(),
  title: text(),
  platform: integer(),
  duration: integer({ default: '0' }),
  readTime: timestamp(),
});

const ARTICLES: Record<number, readonly string[]> = {
  1: ['关于调整提现手续费的公告', '系统维护通知'],
  2: ['双十二积分翻倍活动', '邀请好友赢流量包'],
  3: ['平台完成新一轮升级', '会员店铺突破十万家'],
};

async function seed(db: Queryable): Promise<void> {
  const rng = seedRandom(8003);
  const ids = await memberIds(db);
  const rows: SqlParam[][] = [];
  for (let i = 0; i < 48; i += 1) {
    const articleType = (i % 3) + 1;
    rows.push([
      i + 1,
      rng.pick(ids),
      articleType,
      rng.pick(ARTICLES[articleType] ?? []),
      (i % 2) + 1,
      rng.int(5, 900),
      recentTime(rng, 30),
    ]);
  }
  await bulkInsert(
    db,
    'member_site_reading',
    ['id', 'uid', 'article_type', 'title', 'platform', 'duration', 'read_time'],
    rows,
  );
  await syncSequence(db, 'member_site_reading');
}

/** Which site articles members read, where and how long (SPEC §2.3 user site reading records; fields designed here). */
export default screenRoutes(
  'members/user-site-reading-records',
  { order: 5, title: { 'zh-CN': '站点阅读记录', 'en-US': 'Site reading records' } },
  (r) => {
    r.entity({
      table: readings,
      migrations: [
        {
          id: 'member_site_reading:uid-idx',
          sql: 'CREATE INDEX member_site_reading_uid_idx ON member_site_reading(uid)',
        },
      ],
      seed,
    });
    r.list(userSiteReadingRecords.list, {
      consoleOnly: 'the members’ reading records',
      from: 'member_site_reading s LEFT JOIN member m ON m.id = s.uid',
      select: `${readings.select('s')}, m.real_name AS "realName", m.phone`,
      filters: {
        uid: eq('s.uid'),
        phone: contains('m.phone'),
        title: contains('s.title'),
        articleType: oneOf('s.article_type', [1, 2, 3]),
        platform: oneOf('s.platform', [1, 2]),
        ...between('s.read_time', 'readTimeStart', 'readTimeEnd', 'time', { field: 'readTime' }),
      },
      order: 's.read_time DESC, s.id DESC',
    });
    r.note('Site reading records are read-only: articleType by the content-type dictionary, duration in seconds.');
  },
);
