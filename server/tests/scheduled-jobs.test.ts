/**
 * Scheduled jobs: the scheduler runs due jobs once, never paused ones; the page's calls and refusals. Every instant
 * here is chosen: the server's clock stands still at NOW (just before a half hour, when the seeded token clean-up
 * comes due) and the scheduler is ticked by hand, so no run depends on the hour the tests run at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { runDueJobs } from '../lib/jobs/scheduler';
import { clockFrom, clockNow, setClock } from '../lib/time';
import { keyOf, login, startMemoryServer, type Client, type PageResult, type Row, type SpringPage } from './helpers';

const HALF_HOUR_MS = 30 * 60 * 1000;
/** Half a second before the next half hour (the sessions the tests log in with are still valid then). */
const NOW = new Date(Math.ceil((Date.now() + 1000) / HALF_HOUR_MS) * HALF_HOUR_MS - 500);
let server: RunningServer;
let admin: Client;
let operator: Client;
beforeAll(async () => {
  setClock(() => NOW.getTime());
  server = await startMemoryServer();
  admin = await login(server.url, 'admin');
  operator = await login(server.url, 'operator');
});
afterAll(async () => {
  await server.close();
  setClock();
});

const one = async <T = Row>(sql: string, params: (string | number)[] = []): Promise<T> =>
  (await server.db.query<T>(sql, params))[0] as T;
const runs = async (id: number) =>
  (await one<{ n: number }>('SELECT COUNT(*)::int AS n FROM quartz_job_log WHERE job_id = $1', [id])).n;
const DUE = '2000-01-01 00:00:00';
/** The job's fields, as pause and resume send them with its id (X-Boot saves the whole job sent). */
const JOB = { jobClassName: 'cleanExpiredTokens', cronExpression: '0 * * * * ?', description: 'test' };
/** A token-cleaning job due since 2000 (every minute), normal or paused. */
async function dueJob(status = 0): Promise<number> {
  const added = await admin.form<string>('/xboot/quartzJob/add', JOB);
  expect(added).toMatchObject({ code: 200 });
  const id = keyOf(added.result);
  await server.db.query('UPDATE quartz_job SET next_run_at = $2::timestamp, status = $3 WHERE id = $1', [
    id,
    DUE,
    status,
  ]);
  return id;
}

describe('the scheduler', () => {
  it('runs a due job, records its outcome and moves it to its next run', async () => {
    const id = await dueJob();
    await server.db.query(
      `INSERT INTO access_token (token_hash, user_id, expires_at, absolute_expires_at)
       SELECT 'expired-test', id, now() - interval '1 hour', now() - interval '1 hour' FROM staff_user LIMIT 1`,
    );
    const now = clockNow();
    expect(await runDueJobs(server.db, now)).toContain(id);
    expect(await one("SELECT COUNT(*)::int AS n FROM access_token WHERE token_hash = 'expired-test'")).toEqual({
      n: 0,
    });
    const job = await one<Row>(
      `SELECT last_success, last_message, last_duration >= 0 AS timed, last_run_at IS NOT NULL AS ran,
              next_run_at > $2::timestamp AS moved FROM quartz_job WHERE id = $1`,
      [id, DUE],
    );
    expect(job).toMatchObject({ last_success: true, timed: true, ran: true, moved: true });
    expect(String(job.last_message)).toMatch(/已删除过期令牌 [1-9]\d* 个/);
    expect(await runs(id)).toBe(1);
    // Not due again at the same instant.
    expect(await runDueJobs(server.db, now)).not.toContain(id);
  });

  it('a paused job does not run even when due; resume makes it run on its cron', async () => {
    const id = await dueJob();
    expect(await admin.form('/xboot/quartzJob/pause', { ...JOB, id })).toMatchObject({ code: 200 });
    expect(await one('SELECT status, next_run_at <= now() AS due FROM quartz_job WHERE id = $1', [id])).toEqual({
      status: -1,
      due: true,
    });
    expect(await runDueJobs(server.db, clockNow())).not.toContain(id);
    expect(await runs(id)).toBe(0);
    const list = await admin.get<SpringPage<Row>>('/xboot/quartzJob/getAllByPage', { status: -1, pageSize: 50 });
    expect(list.result.content.find((row) => keyOf(row.id) === id)).toMatchObject({ status: -1, nextRunAt: null });

    expect(await admin.form('/xboot/quartzJob/resume', { ...JOB, id })).toMatchObject({ code: 200 });
    const { next } = await one<{ next: string }>(
      `SELECT to_char(next_run_at, 'YYYY-MM-DD"T"HH24:MI:SS+08:00') AS next FROM quartz_job WHERE id = $1`,
      [id],
    );
    // Resumed: nothing missed while paused is run; at its next cron time it runs.
    expect(new Date(next).getTime()).toBe(NOW.getTime() + 500);
    expect(await runDueJobs(server.db, clockNow())).not.toContain(id);
    expect(await runDueJobs(server.db, new Date(next))).toContain(id);
    expect(await runs(id)).toBe(1);
  });

  it('two concurrent ticks run a due job once', async () => {
    const id = await dueJob();
    const now = clockNow();
    const [first, second] = await Promise.all([runDueJobs(server.db, now), runDueJobs(server.db, now)]);
    expect([...first, ...second].filter((ran) => ran === id)).toHaveLength(1);
    expect(await runs(id)).toBe(1);
  });

  it('a failing job records the failure and its message', async () => {
    const id = await dueJob();
    await server.db.query("UPDATE quartz_job SET job_class_name = 'removedJob' WHERE id = $1", [id]);
    await runDueJobs(server.db, clockNow());
    expect(await one('SELECT last_success, last_message FROM quartz_job WHERE id = $1', [id])).toEqual({
      last_success: false,
      last_message: '任务类不存在：removedJob',
    });
  });
});

describe('servers started for tests and the wall clock', () => {
  /**
   * Starts a server, sets its clock to a second before its first seeded job comes due (the token clean-up, every half
   * hour) and lets it run 3 s: how many job runs were recorded meanwhile.
   */
  async function runsAcrossADueTime(opts: { scheduler?: boolean }): Promise<number> {
    const started = await startMemoryServer(opts);
    const count = async () =>
      (await started.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM quartz_job_log'))[0]?.n ?? 0;
    try {
      const [first] = await started.db.query<{ at: string }>(
        `SELECT to_char(MIN(next_run_at), 'YYYY-MM-DD"T"HH24:MI:SS+08:00') AS at FROM quartz_job WHERE status = 0`,
      );
      const before = await count();
      setClock(clockFrom(new Date(new Date(String(first?.at)).getTime() - 1000)));
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return (await count()) - before;
    } finally {
      setClock(() => NOW.getTime());
      await started.close();
    }
  }

  it('run no job when one comes due; with the scheduler on, the same server runs it', async () => {
    expect(await runsAcrossADueTime({})).toBe(0);
    expect(await runsAcrossADueTime({ scheduler: true })).toBeGreaterThan(0);
  });
});

describe('the scheduled jobs page', () => {
  it('refuses an invalid cron, an unknown class and a bad parameter with the reason', async () => {
    const add = (values: Record<string, string>) =>
      admin.form('/xboot/quartzJob/add', {
        jobClassName: 'memberDailySummary',
        cronExpression: '0 0 1 * * ?',
        ...values,
      });
    expect(await add({ cronExpression: '0 0 25 * * ?' })).toMatchObject({
      code: 500,
      message: expect.stringMatching(/^Cron表达式无效.*hour/) as unknown,
    });
    expect(await add({ cronExpression: '* * * * *' })).toMatchObject({
      message: expect.stringMatching(/^Cron表达式无效/) as unknown,
    });
    expect(await add({ cronExpression: '0 0 0 1 1 ? 2001' })).toMatchObject({
      message: 'Cron表达式没有将来的执行时间',
    });
    expect(await add({ jobClassName: 'dropTables' })).toMatchObject({ message: '任务类不存在：dropTables' });
    expect(await add({ parameter: '0' })).toMatchObject({
      message: expect.stringMatching(/^参数须为1至366/) as unknown,
    });
    expect(await admin.get('/xboot/quartzJob/nextRuns', { cron: '0 0 25 * * ?' })).toMatchObject({
      code: 500,
      message: expect.stringMatching(/^Cron表达式无效/) as unknown,
    });
  });

  it('previews the next run times on the Shanghai clock and lists the registry', async () => {
    const next = await admin.get<string[]>('/xboot/quartzJob/nextRuns', { cron: '0 30 9 ? * 2' });
    expect(next.result).toHaveLength(5);
    for (const time of next.result) {
      expect(time).toMatch(/^\d{4}-\d\d-\d\d 09:30:00$/);
      // Quartz weekdays: 2 is Monday.
      expect(new Date(`${time.replace(' ', 'T')}+08:00`).getUTCDay()).toBe(1);
    }
    const classes = await admin.get<{ className: string }[]>('/xboot/quartzJob/jobClasses');
    expect(classes.result.map((c) => c.className)).toEqual(['cleanExpiredTokens', 'memberDailySummary']);
  });

  it('runs a job once, paused or not, without moving its schedule; the summary it writes is read by the date summary', async () => {
    const { id } = await one<{ id: number }>(
      "SELECT id FROM quartz_job WHERE job_class_name = 'memberDailySummary' AND status = -1 LIMIT 1",
    );
    await server.db.query('DELETE FROM member_daily_summary');
    const before = await one('SELECT next_run_at FROM quartz_job WHERE id = $1', [id]);
    const ran = await admin.form<{ success: boolean; message: string }>('/xboot/quartzJob/runOnce', { id });
    expect(ran.result).toMatchObject({ success: true, message: '已汇总 30 天的会员数据' });
    expect(await one('SELECT next_run_at FROM quartz_job WHERE id = $1', [id])).toEqual(before);
    // Each of the 30 days holds what the tables say at its end (members registered, the ledger's sums).
    const wrong = await server.db.query(
      `SELECT s.day FROM member_daily_summary s, LATERAL (SELECT s.day::timestamp + interval '1 day' AS until) e
       WHERE s.member_count <> (SELECT COUNT(*) FROM member WHERE register_time < e.until)
          OR s.new_members <> (SELECT COUNT(*) FROM member WHERE register_time >= s.day::timestamp AND register_time < e.until)
          OR s.usdt_balance <> (SELECT COALESCE(SUM(amount), 0) FROM wallet_change WHERE currency = 'USDT' AND created_time < e.until)
          OR s.rmb_balance <> (SELECT COALESCE(SUM(amount), 0) FROM wallet_change WHERE currency = 'RMB' AND created_time < e.until)`,
    );
    expect(await one('SELECT COUNT(*)::int AS n FROM member_daily_summary')).toEqual({ n: 30 });
    expect(wrong).toEqual([]);
    const days = await admin.get<PageResult<Row>>('/memberSummary/dateSummary', { pageSize: 1 });
    const members = await one<{ n: number }>('SELECT COUNT(*)::int AS n FROM member');
    expect(days.result.records[0]).toMatchObject({ memberCount: members.n });
    const held = await one<{ v: string }>('SELECT SUM(usdt_balance)::text AS v FROM member');
    expect(Number(days.result.records[0]?.usdtHeld)).toBe(Number(held.v));
  });

  it('edits and deletes; every mutating call answers 403 to the operator', async () => {
    const id = await dueJob();
    const edited = await admin.form('/xboot/quartzJob/edit', {
      id,
      jobClassName: 'memberDailySummary',
      cronExpression: '0 0 2 * * ?',
      parameter: '7',
      description: 'edited',
    });
    expect(edited).toMatchObject({ code: 200 });
    expect(
      await one(
        "SELECT job_class_name, parameter, to_char(next_run_at, 'HH24:MI:SS') AS at FROM quartz_job WHERE id = $1",
        [id],
      ),
    ).toEqual({
      job_class_name: 'memberDailySummary',
      parameter: '7',
      at: '02:00:00',
    });
    for (const path of ['add', 'edit', 'pause', 'resume', 'runOnce', 'delByIds'])
      expect(
        await operator.form(`/xboot/quartzJob/${path}`, {
          id,
          ids: String(id),
          jobClassName: 'cleanExpiredTokens',
          cronExpression: '0 * * * * ?',
        }),
      ).toMatchObject({ code: 403 });
    expect(await operator.get('/xboot/quartzJob/getAllByPage')).toMatchObject({ code: 403 });
    expect(await admin.form('/xboot/quartzJob/delByIds', { ids: String(id) })).toMatchObject({ code: 200, result: 1 });
    expect(await runs(id)).toBe(0);
  });
});
