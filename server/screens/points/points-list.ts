import type { KeysOf } from '../../../contract/calls';
import { pointsList } from '../../../contract/points/points-list';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt, type Input } from '../../lib/input';
import { bulkInsert } from '../../db/bulk';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { M } from '../../i18n/messages';

const task = table('task', {
  id: serial(),
  taskName: text(),
  type: integer(),
  score: integer(),
  sort: integer({ default: '0' }),
  status: integer({ default: '1' }),
  description: text({ default: "''" }),
});

const SCORE_MAX = 99999999;
const MORE_TASKS: readonly (readonly [string, number, number, number])[] = [
  ['完善个人资料', 1, 20, 1],
  ['绑定提现地址', 1, 30, 1],
  ['首次兑换积分商品', 1, 50, 1],
  ['每日分享店铺', 2, 10, 1],
  ['观看直播', 2, 8, 0],
  ['评价商品', 2, 5, 1],
];

/** The editable fields; on update only those sent are written (the status switch sends {id, status}). */
const values = (input: Input<KeysOf<typeof pointsList.create>>, required: boolean) => {
  const type = optEnum(input, 'type', [1, 2] as const);
  if (required && type === undefined) throw new ApiError(M.taskTypeRequired);
  const score = optInt(input, 'score', 0, SCORE_MAX);
  if (required && score === undefined) throw new ApiError(M.rewardPointsRequired);
  return {
    taskName: textField(input, 'taskName', M.taskName, { required: required || 'taskName' in input, max: 30 }),
    type,
    score,
    sort: optInt(input, 'sort', 0, 99999),
    status: optEnum(input, 'status', [0, 1] as const),
    description: textField(input, 'description', M.taskDescription, { max: 200 }),
  };
};

/** Points tasks (SPEC §2.3 points list): growth and daily tasks members complete for reward points. */
export default screenRoutes(
  'points/points-list',
  { order: 1, title: { 'zh-CN': '积分任务列表', 'en-US': 'Points task list' } },
  (r) => {
    r.entity({
      table: task,
      existing: 'schema v1',
      migrations: [
        {
          id: 'task:sort-status-description',
          sql: `ALTER TABLE task ADD COLUMN IF NOT EXISTS sort integer NOT NULL DEFAULT 0;
              ALTER TABLE task ADD COLUMN IF NOT EXISTS status integer NOT NULL DEFAULT 1;
              ALTER TABLE task ADD COLUMN IF NOT EXISTS description text NOT NULL DEFAULT '';
              UPDATE task SET sort = id;`,
        },
      ],
      seed: async (db) => {
        await db.query('UPDATE task SET sort = id WHERE sort = 0');
        const [row] = await db.query<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM task');
        const start = row?.next ?? 1;
        await bulkInsert(
          db,
          'task',
          ['task_name', 'type', 'score', 'sort', 'status', 'description'],
          MORE_TASKS.map(([name, type, score, status], i) => [
            name,
            type,
            score,
            start + i,
            status,
            `完成「${name}」可获得${score}积分`,
          ]),
        );
      },
    });

    r.list(pointsList.list, {
      page: ['points/points-list', 'members/finish-task-records'],
      from: 'task',
      select: task.select(),
      filters: { taskName: contains('task_name'), type: oneOf('type', [1, 2]), status: oneOf('status', [0, 1]) },
      order: 'sort, id',
      doc: 'records of `{id, taskName, type, score, sort, status, description}`',
    });
    r.create(pointsList.create, task, (input) => values(input, true), {
      params: '{taskName, type, score, sort, status, description}',
    });
    r.update(pointsList.update, task, (input) => values(input, false), {
      notFound: M.taskNotFound,
      params: '{id, …fields to change}',
    });
    r.deleteById(pointsList.del, task, {
      minId: 1,
      notFound: M.taskNotFound,
      refuse: [
        {
          sql: 'SELECT 1 FROM member_task_record WHERE task_id = ANY($1::int[])',
          message: M.taskCompletionRecordsCannot,
        },
      ],
      params: '{id}',
    });
    r.note(
      'Tasks: taskName 1–30, type 1 growth / 2 daily, score 0–99999999 reward points, sort 0–99999, status 1 enabled / ' +
        '0 disabled, description ≤ 200 (shown to members). A task members have completed cannot be deleted ' +
        `("${M.taskCompletionRecordsCannot}"): disable it instead.`,
    );
  },
);
