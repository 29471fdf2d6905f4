/**
 * A scheduled job's writes reach the live feed (docs/live-updates.md) as a route's do: published once committed, with
 * the to-do counts they change, and as no console's own. The feed itself: live-events.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { JOB_CLASSES } from '../lib/jobs/registry';
import { JOB_STATUS } from '../lib/jobs/tables';
import type { JobClass } from '../lib/jobs/types';
import { EventStream, touches } from './event-stream';
import { CONSOLE_TAB, login, startMemoryServer } from './helpers';

describe("a scheduled job's writes", () => {
  let server: RunningServer;
  let listening: EventStream | undefined;
  beforeAll(async () => {
    server = await startMemoryServer({ scheduler: true });
  }, 120_000);
  afterAll(async () => {
    listening?.close();
    delete (JOB_CLASSES as Record<string, JobClass>).liveTestJob;
    await server?.close();
  });

  it("are published once committed like a route's, with the to-do counts, and are no console's own", async () => {
    const admin = await login(server.url, 'admin');
    listening = await EventStream.must(server.url, admin.token, { [CONSOLE_TAB]: 'tab-1' });
    const [order] = await server.db.query<{ id: number }>(
      'SELECT id FROM withdraw_order WHERE status = 1 ORDER BY id LIMIT 1',
    );
    // A job that changes a business row, as a future job (an expiry, a payout) would.
    (JOB_CLASSES as Record<string, JobClass>).liveTestJob = {
      title: 'test',
      parameterHint: '',
      async run({ db }) {
        await db.query('UPDATE withdraw_order SET status = 3 WHERE id = $1', [order?.id]);
        return 'done';
      },
    };
    await server.db.query(
      `INSERT INTO quartz_job (job_class_name, cron_expression, status, next_run_at, create_time)
       VALUES ('liveTestJob', '0 0 0 1 1 ? 2099', $1, '2000-01-01 00:00:00', '2000-01-01 00:00:00')`,
      [JOB_STATUS.normal],
    );
    const heard = await listening.next(touches('withdraw_order', String(order?.id)), 10_000);
    const [pending] = await server.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM withdraw_order WHERE status = 1',
    );
    expect(heard.data).toMatchObject({
      own: false,
      changes: [{ entity: 'withdraw_order', id: String(order?.id), action: 'update', rows: 1 }],
      todo: { withdrawPending: pending?.n },
    });
  });
});
