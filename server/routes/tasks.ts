import { Where } from '../db/where';
import type { Api } from '../http/api';
import { optInt, optString } from '../http/input';
import { readPaging, toPage } from '../http/paging';
import { sqlTime } from '../lib/time';

const PAGE = 'members/finish-task-records';

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
}
