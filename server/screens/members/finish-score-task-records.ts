import { finishScoreTaskRecords } from '../../../contract/members/finish-score-task-records';
import { between, contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { sqlTime } from '../../lib/time';

/**
 * Points-task completion records (SPEC §2.3 user finish score task records; §7.5 /task/member/schedule): the same
 * member_task_record rows as finish-task-records, read as a points ledger of tasks — by task type, claim status
 * and time — beside the member's current points.
 */
export default screenRoutes(
  'members/finish-score-task-records',
  { order: 10, title: { 'zh-CN': '积分任务完成记录', 'en-US': 'Points task completion records' } },
  (r) => {
    r.list(finishScoreTaskRecords.list, {
      from: 'member_task_record r LEFT JOIN member m ON m.id = r.uid LEFT JOIN task t ON t.id = r.task_id',
      select: `r.id, r.task_id AS "taskId", r.uid, m.real_name AS "realName", m.phone, t.task_name AS "taskName",
      t.type AS "taskType", r.status, r.score, m.score AS "memberScore", ${sqlTime('r.done_time')} AS "doneTime"`,
      filters: {
        uid: eq('r.uid'),
        phone: contains('m.phone'),
        taskName: contains('t.task_name'),
        taskType: oneOf('t.type', [1, 2]),
        status: oneOf('r.status', [1, 2]),
        ...between('r.done_time', 'doneTimeStart', 'doneTimeEnd', 'time', { field: 'doneTime' }),
      },
      order: 'r.done_time DESC, r.id DESC',
    });
    r.note('Points-task records: taskType 1 growth / 2 daily, status 1 unclaimed / 2 claimed; read-only.');
  },
);
