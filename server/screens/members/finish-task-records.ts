import { finishTaskRecords } from '../../../contract/members/finish-task-records';
import { ApiError } from '../../lib/api-error';
import { optInt, optString } from '../../lib/input';
import { contains, eq, containsName } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, timestamp } from '../../lib/table';
import { existingMember } from '../../lib/form-input';
import { applyScoreChange, SCORE_TYPE } from '../../lib/ledger';
import { insertRow } from '../../kit/mutations';
import { shanghaiNow, sqlTime } from '../../lib/time';
import { fill, M } from '../../i18n/messages';

const SCORE_MAX = 99999999;

const records = table('member_task_record', {
  id: serial(),
  taskId: integer({ references: 'task(id)' }),
  uid: integer({ references: 'member(id)' }),
  status: integer(),
  score: integer(),
  doneTime: timestamp(),
});

/** Members' task-completion records. */
export default screenRoutes(
  'members/finish-task-records',
  { order: 9, title: { 'zh-CN': '任务完成记录', 'en-US': 'Task completion records' } },
  (r) => {
    r.entity({ table: records, existing: 'schema v1' });

    r.list(finishTaskRecords.list, {
      from: 'member_task_record r LEFT JOIN member m ON m.id = r.uid LEFT JOIN task t ON t.id = r.task_id',
      select: `r.id, r.task_id AS "taskId", r.uid, m.real_name AS "realName", m.phone, t.task_name AS "taskName",
      r.status, r.score, ${sqlTime('r.done_time')} AS "doneTime"`,
      filters: {
        uid: eq('r.uid'),
        taskName: contains('t.task_name'),
        realName: containsName('m.real_name'),
        phone: contains('m.phone'),
      },
      order: 'r.done_time DESC, r.id DESC',
    });

    /**
     * Records a task completion for a member (SPEC §2.10 'add'): reward defaults to the task's points. A record added
     * as claimed (status 2) credits its points through the ledger (points record type 0) in the same transaction.
     */
    // Hand-written: a claimed record credits points through the ledger in the same transaction.
    r.post(
      finishTaskRecords.add,
      {
        consoleOnly: 'a manual task completion',
        params: '{uid, taskId, score, status}',
        doc: "records a completion now; score defaults to the task's points, status to 1 → the new id",
      },
      async ({ db, input, user }) => {
        const uid = await existingMember(db, input);
        if (optString(input, 'taskId') === undefined) throw new ApiError(M.taskRequired);
        const taskId = optInt(input, 'taskId', 1);
        const [task] = await db.query<{ score: number }>('SELECT score FROM task WHERE id = $1', [taskId ?? 0]);
        if (!task) throw new ApiError(M.taskNotFound);
        const scoreText = optString(input, 'score');
        const score = scoreText === undefined ? task.score : Number(scoreText);
        if (!Number.isInteger(score) || score < 0 || score > SCORE_MAX)
          throw new ApiError(fill(M.rewardPointsMustWhole, { max: SCORE_MAX }));
        const statusText = optString(input, 'status');
        const status = statusText === undefined ? 1 : Number(statusText);
        if (status !== 1 && status !== 2) throw new ApiError(M.claimStatusMust1);
        return db.transaction(async (tx) => {
          const id = await insertRow(tx, records, { taskId: taskId ?? 0, uid, status, score, doneTime: shanghaiNow() });
          if (status === 2 && score > 0)
            await applyScoreChange(tx, {
              uid,
              score,
              type: SCORE_TYPE.taskClaimed,
              orderNo: `TASK${id ?? ''}`,
              operator: user.username,
              remark: '任务积分领取',
            });
          return id;
        });
      },
    );

    r.note(
      'Task record filters: `uid` exact, `taskName`/`realName`/`phone` contains; ordered by ' +
        `doneTime desc. Add: "${M.taskRequired}", "${M.taskNotFound}", "奖励积分必须为0到99999999之间的整数", "${M.claimStatusMust1}"; ` +
        `member: missing uid "${M.memberIdRequired}", unknown "${M.memberNotFound}".`,
    );
  },
);
