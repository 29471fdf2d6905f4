import { bulkInsert, syncSequence } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { baseDateMs, DAY_MS, seedTime, windowEndMs } from './dates';
import type { SeededMember } from './members';
import { tronAddress, type Random } from './random';

export const TRC20_COUNT = 220;
export const TASK_RECORD_COUNT = 320;
const TASKS: readonly (readonly [string, number, number])[] = [
  ['完成实名认证', 1, 100],
  ['首次充值', 1, 200],
  ['邀请好友注册', 1, 50],
  ['开通店铺', 1, 300],
  ['每日签到', 2, 5],
  ['浏览商品', 2, 10],
  ['分享商品', 2, 15],
  ['阅读资讯', 2, 5],
];

/** Bound TRC20 withdrawal addresses. */
export async function seedTrc20(db: Queryable, rng: Random, members: readonly SeededMember[]): Promise<void> {
  const rows: SqlParam[][] = [];
  for (let i = 0; i < TRC20_COUNT; i += 1) {
    const member = members[(i * 7) % members.length] ?? rng.pick(members);
    const createdMs = Math.max(member.registerMs, baseDateMs() - 200 * DAY_MS) + rng.int(1, 30 * 86400) * 1000;
    rows.push([i + 1, member.id, 'TRC20', tronAddress(rng), rng.chance(0.9) ? 1 : 2, seedTime(createdMs)]);
  }
  await bulkInsert(db, 'member_trc20', ['id', 'uid', 'realname', 'card_no', 'status', 'created_time'], rows);
  await syncSequence(db, 'member_trc20');
}

/** Growth and daily tasks, and members' completion records. */
export async function seedTasks(db: Queryable, rng: Random, members: readonly SeededMember[]): Promise<void> {
  await bulkInsert(
    db,
    'task',
    ['id', 'task_name', 'type', 'score'],
    TASKS.map(([name, type, score], i) => [i + 1, name, type, score]),
  );
  await syncSequence(db, 'task');
  const rows: SqlParam[][] = [];
  for (let i = 0; i < TASK_RECORD_COUNT; i += 1) {
    const taskIndex = rng.int(0, TASKS.length - 1);
    const task = TASKS[taskIndex];
    const doneMs = windowEndMs() - 60 * DAY_MS + rng.int(0, 60 * 86400 - 1) * 1000;
    rows.push([
      i + 1,
      taskIndex + 1,
      rng.pick(members).id,
      rng.chance(0.7) ? 2 : 1,
      task ? task[2] : 0,
      seedTime(doneMs),
    ]);
  }
  await bulkInsert(db, 'member_task_record', ['id', 'task_id', 'uid', 'status', 'score', 'done_time'], rows);
  await syncSequence(db, 'member_task_record');
}

/** Accounts of the third-party e-commerce analytics service. */
export async function seedAnalyticsAccounts(db: Queryable, rng: Random): Promise<void> {
  const rows: SqlParam[][] = [];
  for (let i = 0; i < 8; i += 1) {
    const createdMs = baseDateMs() - rng.int(30, 300) * DAY_MS;
    rows.push([
      i + 1,
      `analyst_${String(i + 1).padStart(2, '0')}`,
      `Pw${rng.digits(8)}`,
      `sid=${rng.digits(24)}; uid=${i + 1}`,
      i % 4 === 3 ? 0 : 1,
      i === 7 ? null : seedTime(windowEndMs() - rng.int(1, 20 * 86400) * 1000),
      seedTime(createdMs),
    ]);
  }
  await bulkInsert(
    db,
    'analytics_account',
    ['id', 'username', 'password', 'cookie', 'status', 'last_login_time', 'created_time'],
    rows,
  );
  await syncSequence(db, 'analytics_account');
}
