/**
 * The live feed across instances (docs/live-updates.md): the bus in process and on Redis, and two servers sharing
 * PostgreSQL and Redis — a write on one reaches the other's consoles, each write publishes its own rows only however
 * writes interleave, and a sign-out, a password change or a disabled account is refused on the other, which caches
 * sessions for ten minutes here: only the feed can make it forget one. How fast is the bench's (bench/live.mjs). Runs with TEST_REDIS_URL (the bus) and
 * TEST_DATABASE_URL (the two servers), as cache-redis.test.ts and postgres.test.ts; skipped without them.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../app';
import { encodeId } from '../http/xboot-ids';
import { eventChannel, MemoryBus, RedisBus, type EventBus } from '../lib/events/bus';
import type { ConsoleEvent } from '../lib/events/feed';
import type { BusMessage } from '../lib/events/types';
import { EventStream } from './event-stream';
import { Client, login, scratchDatabase } from './helpers';

const redisBase = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const adminUrl = process.env.TEST_DATABASE_URL;
const scratch = `live_events_test_${process.pid}`;

const redisDatabase = (index: number): string => {
  const url = new URL(redisBase ?? 'redis://127.0.0.1');
  url.pathname = `/${index}`;
  return url.toString();
};

const message = (n: number): BusMessage => ({ kind: 'sessions', tokens: [`t${n}`], users: [], all: false });

/** What a bus's listener heard, with a way to wait for it. */
function hear(bus: EventBus): BusMessage[] {
  const heard: BusMessage[] = [];
  bus.subscribe((m) => heard.push(m));
  return heard;
}

describe('the bus in process', () => {
  it('hands a message to every listener of the instance, once', async () => {
    const bus = new MemoryBus();
    const [first, second] = [hear(bus), hear(bus)];
    await bus.publish(message(1));
    expect([first, second]).toEqual([[message(1)], [message(1)]]);
    await bus.close();
  });
});

describe.skipIf(!redisBase)('the bus on Redis', () => {
  const buses: EventBus[] = [];
  afterAll(async () => {
    for (const bus of buses) await bus.close();
  });
  const connect = async (database: number): Promise<EventBus> => {
    const url = redisDatabase(database);
    const bus = await RedisBus.connect(url, eventChannel(url, `live-test-${process.pid}:`));
    buses.push(bus);
    return bus;
  };

  it('reaches the other instances once, and its own instance once (not again through Redis)', async () => {
    const [one, two] = [await connect(13), await connect(13)];
    const [heardByOne, heardByTwo] = [hear(one), hear(two)];
    await one.publish(message(1));
    await two.publish(message(2));
    await expect.poll(() => heardByTwo.length).toBe(2);
    await expect.poll(() => heardByOne.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const heard of [heardByOne, heardByTwo]) {
      expect(heard).toHaveLength(2);
      expect(heard).toEqual(expect.arrayContaining([message(1), message(2)]));
    }
  });

  it('does not cross to a deployment on another Redis database', async () => {
    const [here, there] = [await connect(12), await connect(11)];
    const heardThere = hear(there);
    const heardHere = hear(await connect(12));
    await here.publish(message(3));
    await expect.poll(() => heardHere.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardThere).toEqual([]);
  });

  it('refuses to start against a Redis it cannot reach', async () => {
    await expect(RedisBus.connect('redis://127.0.0.1:1/0', 'x')).rejects.toThrow();
  });
});

/** The session cache of both servers: far longer than a test, so a refusal on the other can only come from the feed. */
const SESSION_CACHE_MS = '600000';

/** Until `client`'s token is refused (a limit for hangs, far inside the cache's ten minutes). */
const refused = (client: Client) =>
  expect.poll(async () => (await client.get('/xboot/user/info')).code, { timeout: 15_000, interval: 20 }).toBe(401);

describe.skipIf(!redisBase || !adminUrl)('two instances on PostgreSQL and Redis', () => {
  let one: RunningServer;
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let two: RunningServer;
  let redis: Redis;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    database = await scratchDatabase(adminUrl ?? '', scratch);
    redis = new Redis(redisDatabase(10));
    await redis.flushdb();
    vi.stubEnv('SESSION_CACHE_MS', SESSION_CACHE_MS);
    const options = { port: 0, databaseUrl: database.url, redisUrl: redisDatabase(10), scheduler: false };
    one = await startServer(options);
    two = await startServer(options);
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await one?.close();
    await two?.close();
    await redis?.flushdb();
    await redis?.quit();
    await database?.drop();
  });

  const listen = async (server: RunningServer, client: Client): Promise<EventStream> => {
    const stream = await EventStream.must(server.url, client.token);
    streams.push(stream);
    return stream;
  };

  it('an approval on one reaches a console of the other, with the pending count', async () => {
    const [onOne, onTwo] = [await login(one.url, 'admin'), await login(two.url, 'operator')];
    const watching = await listen(two, onTwo);
    const [order] = await one.db.query<{ id: number }>('SELECT id FROM withdraw_order WHERE status = 1 LIMIT 1');
    expect((await onOne.body('/wallet/member-withdraw/withdraw/review', { id: order?.id, status: 2 })).code).toBe(200);
    const [pending] = await one.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM withdraw_order WHERE status = 1',
    );
    const event = await watching.next((e) => e.event === 'change', 2000);
    expect(event.data).toMatchObject({
      own: false,
      changes: expect.arrayContaining([expect.objectContaining({ entity: 'withdraw_order', id: String(order?.id) })]),
      todo: { withdrawPending: pending?.n },
    });
  });

  it('publishes each of many interleaved writes with its own rows only', async () => {
    const admin = await login(one.url, 'admin');
    const watching = await listen(two, await login(two.url, 'admin'));
    const members = await one.db.query<{ id: number }>('SELECT id FROM member ORDER BY id LIMIT 12 OFFSET 40');
    const from = watching.events.length;
    for (const round of [1, 2, 3]) {
      const answers = await Promise.all(
        members.map((member) =>
          admin.body('/wallet/user/balance_update', {
            uid: member.id,
            currency: 'RMB',
            type: 1,
            amount: '1.00',
            remark: `并发${round}`,
          }),
        ),
      );
      for (const answer of answers) expect(answer.code, answer.message).toBe(200);
    }
    await expect.poll(() => watching.changes<ConsoleEvent>().length, { timeout: 5000 }).toBeGreaterThanOrEqual(36);
    const credits = watching.events
      .slice(from)
      .filter((e) => e.event === 'change')
      .map((e) => (e.data as ConsoleEvent).changes.filter((change) => change.entity === 'wallet_change'));
    expect(credits).toHaveLength(36);
    for (const rows of credits) expect(rows).toHaveLength(1);
  });

  it('a sign-out on one is refused on the other, whose cache still held the session', async () => {
    const onOne = await login(one.url, 'operator');
    const onTwo = new Client(two.url, onOne.token);
    expect((await onTwo.get('/xboot/user/info')).code).toBe(200);
    expect((await onOne.form('/xboot/logout')).code).toBe(200);
    await refused(onTwo);
  });

  it('a password change on one ends the user’s other sessions on the other', async () => {
    const changing = await login(one.url, 'operator');
    const elsewhere = await login(two.url, 'operator');
    expect((await elsewhere.get('/xboot/user/info')).code).toBe(200);
    const changed = await changing.form('/xboot/user/modifyPass', { password: '123456', newPass: '654321' });
    expect(changed.code, changed.message).toBe(200);
    try {
      await refused(elsewhere);
    } finally {
      await changing.form('/xboot/user/modifyPass', { password: '654321', newPass: '123456' });
    }
  });

  it('a disabled account is refused on the other', async () => {
    const admin = await login(one.url, 'admin');
    const operator = await login(two.url, 'operator');
    const watching = await listen(two, operator);
    expect((await operator.get('/xboot/user/info')).code).toBe(200);
    const [row] = await one.db.query<{ id: number }>("SELECT id FROM staff_user WHERE username = 'operator'");
    const id = encodeId(row?.id ?? 0);
    expect((await admin.form(`/xboot/user/admin/disable/${id}`)).code).toBe(200);
    try {
      await refused(operator);
      expect((await watching.next((e) => e.event === 'end', 1000)).data).toEqual({ reason: 'signedOut' });
    } finally {
      await admin.form(`/xboot/user/admin/enable/${id}`);
    }
  });
});
