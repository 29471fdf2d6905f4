/** The demo messages of `member_message` (server/lib/shared-tables.ts) that no send wrote. */
import { bulkInsert } from '../../db/bulk';
import type { Queryable, SqlParam } from '../../db/types';
import { formatWallClock, wallClockMs } from '../../lib/time';
import { memberIds, recentTime, seedRandom } from '../../seed/entity-seed';

const TITLES: Record<number, readonly string[]> = {
  1: ['平台升级公告', '春节放假安排'],
  2: ['您的实名认证已通过', '您的提现申请已受理'],
  3: ['您兑换的商品已发货', '您的包裹已签收'],
  4: ['您有积分即将过期', '每日签到提醒'],
};

/** Sixty single messages of every type and read state over the last 45 days (besides the seeded sends). */
export async function seedSingleMessages(db: Queryable): Promise<void> {
  const rng = seedRandom(8002);
  const ids = await memberIds(db);
  const rows: SqlParam[][] = [];
  for (let i = 0; i < 60; i += 1) {
    const type = (i % 4) + 1;
    const readState = i % 5 === 4 ? 2 : i % 2;
    const sent = recentTime(rng, 45);
    const title = rng.pick(TITLES[type] ?? []);
    const readTime = readState === 0 ? null : formatWallClock(wallClockMs(sent) + rng.int(60, 86400) * 1000);
    rows.push([rng.pick(ids), type, title, `${title}，详情请在 App 内查看。`, readState, sent, readTime]);
  }
  await bulkInsert(
    db,
    'member_message',
    ['uid', 'type', 'title', 'content', 'read_state', 'created_time', 'read_time'],
    rows,
  );
}
