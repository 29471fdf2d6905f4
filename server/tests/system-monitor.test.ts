/** System monitor and actuator: the request counter, the runtime sample, health/info/metrics, admin only. */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { ApiError } from '../lib/api-error';
import { fail } from '../http/envelope';
import { installErrorHandling } from '../http/errors';
import { installRequestStats, OVERFLOW, RequestStats, UNMATCHED } from '../http/request-stats';
import type { EndpointStats } from '../../contract/system/monitor';
import { health } from '../lib/actuator';
import type { RuntimeSample } from '../../contract/system/monitor';
import { startTestServer, type TestContext } from './helpers';

const row = (rows: readonly EndpointStats[], key: string): EndpointStats | undefined =>
  rows.find((entry) => `${entry.method} ${entry.endpoint}` === key);

describe('the request counter', () => {
  const app = new Hono();
  installErrorHandling(app);
  const stats = installRequestStats(app);
  app.get('/admin-api/item/:id', (c) => c.json({ code: 200, result: c.req.param('id') }));
  app.post('/admin-api/boom', () => {
    throw new ApiError('不行', 500);
  });
  app.get('/admin-api/refused', (c) => c.json(fail(403, 'no')));
  app.get('/elsewhere', (c) => c.text('not an API call'));

  it('counts requests and errors per declared route, ids folded into the parameter', async () => {
    for (const id of ['1', '2', '3']) await app.request(`/admin-api/item/${id}`);
    await app.request('/admin-api/boom', { method: 'POST' });
    await app.request('/admin-api/refused');
    await app.request('/admin-api/no/such/1');
    await app.request('/admin-api/no/such/2');
    await app.request('/elsewhere');
    const summary = stats.summary();
    expect(row(summary.endpoints, 'GET /item/:id')?.total).toMatchObject({ count: 3, errors: 0 });
    expect(row(summary.endpoints, 'POST /boom')?.total).toMatchObject({ count: 1, errors: 1 });
    expect(row(summary.endpoints, 'GET /refused')?.total).toMatchObject({ count: 1, errors: 1 });
    expect(row(summary.endpoints, `GET ${UNMATCHED}`)?.total).toMatchObject({ count: 2, errors: 2 });
    expect(summary.endpoints.map((entry) => entry.endpoint)).toEqual(['/item/:id', UNMATCHED, '/boom', '/refused']);
    expect(summary.total).toMatchObject({ count: 7, errors: 4 });
    expect(summary.lastMinute).toMatchObject({ count: 7, errors: 4 });
  });

  it('keeps at most maxEndpoints rows and forgets the last minute after sixty seconds', () => {
    let now = 1_000_000;
    const bounded = new RequestStats(2, () => now);
    for (let i = 0; i < 50; i += 1) bounded.record('GET', `/route/${i}`, 2, i % 2 === 0);
    const summary = bounded.summary();
    expect(summary.endpoints).toHaveLength(3);
    expect(row(summary.endpoints, `* ${OVERFLOW}`)?.total).toMatchObject({ count: 48, errors: 24, meanMs: 2 });
    now += 61_000;
    bounded.record('GET', '/route/0', 4, false);
    const later = bounded.summary();
    expect(later.lastMinute).toEqual({ count: 1, errors: 0, meanMs: 4 });
    expect(later.total.count).toBe(51);
  });
});

describe('monitor and actuator routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestServer();
  });
  afterAll(async () => {
    await ctx.server.close();
  });

  it('a runtime sample has sane figures and counts the calls made, failures included', async () => {
    await ctx.operator.get('/xboot/monitor/runtime');
    const { code, result: sample } = await ctx.admin.get<RuntimeSample>('/xboot/monitor/runtime');
    expect(code).toBe(200);
    expect(sample.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(sample.startedAt).toBeLessThanOrEqual(sample.timestamp);
    expect(sample.cpu.percent).toBeGreaterThanOrEqual(0);
    expect(sample.cpu.percent).toBeLessThanOrEqual(100);
    expect(sample.memory.heapUsed).toBeGreaterThan(0);
    expect(sample.memory.heapTotal).toBeGreaterThanOrEqual(sample.memory.heapUsed);
    expect(sample.memory.rss).toBeGreaterThan(sample.memory.heapUsed);
    expect(sample.database).toMatchObject({ kind: 'pglite', reachable: true });
    expect(sample.database.sizeBytes).toBeGreaterThan(1024 * 1024);
    // The operator's 403 just before this sample was counted as an error of the same route.
    const runtime = row(sample.requests.endpoints, 'GET /xboot/monitor/runtime');
    expect(runtime?.total).toMatchObject({ count: 1, errors: 1 });
    const again = (await ctx.admin.get<RuntimeSample>('/xboot/monitor/runtime')).result;
    expect(row(again.requests.endpoints, 'GET /xboot/monitor/runtime')?.lastMinute).toMatchObject({
      count: 2,
      errors: 1,
    });
    // The delay histogram is read and reset per sample: right after another sample it may hold nothing yet (null).
    if (again.eventLoop) expect(again.eventLoop.p99Ms).toBeGreaterThanOrEqual(again.eventLoop.p50Ms);
    else expect(again.eventLoop).toBeNull();
  });

  it('health is UP with the database reachable; info and metrics answer in Spring’s shape', async () => {
    expect((await ctx.admin.get('/xboot/actuator/health')).result).toMatchObject({
      status: 'UP',
      components: { db: { status: 'UP', details: { database: 'PGlite' } }, ping: { status: 'UP' } },
    });
    expect((await ctx.admin.get('/xboot/actuator/info')).result).toMatchObject({
      app: { name: 'member-platform-admin-console' },
      runtime: { node: process.version },
    });
    const names = (await ctx.admin.get<{ names: string[] }>('/xboot/actuator/metrics')).result.names;
    expect(names).toContain('http.server.requests');
    const requests = await ctx.admin.get<{ measurements: { statistic: string; value: number }[] }>(
      '/xboot/actuator/metrics/http.server.requests',
    );
    expect(requests.result.measurements.find((m) => m.statistic === 'COUNT')?.value).toBeGreaterThan(0);
    expect(await ctx.admin.get('/xboot/actuator/metrics/no.such.metric')).toMatchObject({ code: 404 });
  });

  it('health is DOWN when the database does not answer', async () => {
    const broken = { kind: 'pg', query: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;
    expect(await health(broken)).toMatchObject({ status: 'DOWN', components: { db: { status: 'DOWN' } } });
  });

  it.each([
    '/xboot/monitor/runtime',
    '/xboot/actuator/health',
    '/xboot/actuator/info',
    '/xboot/actuator/metrics',
    '/xboot/actuator/metrics/process.uptime',
  ])('the operator gets 403 on %s', async (path) => {
    expect(await ctx.operator.get(path)).toMatchObject({ code: 403, success: false });
  });
});
