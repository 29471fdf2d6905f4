import { Where } from '../db/where';
import type { Api } from '../http/api';
import { ApiError } from '../http/envelope';
import { optEnum, optInt, optString } from '../http/input';
import { existingMember } from '../lib/form-input';
import { readPaging, toPage } from '../http/paging';
import { shanghaiNow, sqlTime } from '../lib/time';

const PAGE = 'members/finish-task-records';
const SCORE_MAX = 99999999;

/** Members' task-completion records. */
export function registerTaskRoutes(api: Api): void {
  api.post('/task/member/record', { page: PAGE }, async ({ input }) => {
    const paging = readPaging(input);
    const where = new Where()
      .add('r.uid = $?', optInt(input, 'uid'))
      .contains('t.task_name', optString(input, 'taskName'))
      .contains('m.real_name', optString(input, 'realName'))
      .contains('m.phone', optString(input, 'phone'));
    const from = `FROM member_task_record r JOIN member m ON m.id = r.uid JOIN task t ON t.id = r.task_id ${where.toSql()}`;
    const [count] = await api.db.query<{ total: number }>(`SELECT COUNT(*)::int AS total ${from}`, where.params);
    const limit = where.bind(paging.pageSize);
    const offset = where.bind(paging.offset);
    const records = await api.db.query<Record<string, unknown>>(
      `SELECT r.id, r.task_id AS "taskId", r.uid, m.real_name AS "realName", m.phone, t.task_name AS "taskName",
              r.status, r.score, ${sqlTime('r.done_time')} AS "doneTime"
       ${from} ORDER BY r.done_time DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return toPage(records, count?.total ?? 0, paging);
  });

  /** The tasks (growth and daily), for the task list page and the record form's task select. */
  api.post('/task/list', { page: [PAGE, 'points/points-list'] }, async ({ input }) => {
    const paging = readPaging(input);
    const where = new Where().contains('task_name', optString(input, 'taskName')).add('type = $?', optEnum(input, 'type', [1, 2]));
    const [count] = await api.db.query<{ total: number }>(`SELECT COUNT(*)::int AS total FROM task ${where.toSql()}`, where.params);
    const limit = where.bind(paging.pageSize);
    const offset = where.bind(paging.offset);
    const records = await api.db.query<Record<string, unknown>>(
      `SELECT id, task_name AS "taskName", type, score FROM task ${where.toSql()} ORDER BY id LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return toPage(records, count?.total ?? 0, paging);
  });

  /** Records a task completion for a member (SPEC §2.10 'add'): reward defaults to the task's points. */
  api.post('/task/member/record/add', { page: PAGE, perm: 'add' }, async ({ input }) => {
    const uid = await existingMember(api.db, input);
    if (optString(input, 'taskId') === undefined) throw new ApiError('任务不能为空');
    const taskId = optInt(input, 'taskId', 1);
    const [task] = await api.db.query<{ score: number }>('SELECT score FROM task WHERE id = $1', [taskId ?? 0]);
    if (!task) throw new ApiError('任务不存在');
    const scoreText = optString(input, 'score');
    const score = scoreText === undefined ? task.score : Number(scoreText);
    if (!Number.isInteger(score) || score < 0 || score > SCORE_MAX) throw new ApiError(`奖励积分必须为0到${SCORE_MAX}之间的整数`);
    const statusText = optString(input, 'status');
    const status = statusText === undefined ? 1 : Number(statusText);
    if (status !== 1 && status !== 2) throw new ApiError('领取状态只能为1（未领取）或2（已领取）');
    const [row] = await api.db.query<{ id: number }>(
      'INSERT INTO member_task_record (task_id, uid, status, score, done_time) VALUES ($1, $2, $3, $4, $5::timestamp) RETURNING id',
      [taskId ?? 0, uid, status, score, shanghaiNow()],
    );
    return row?.id ?? null;
  });
}
