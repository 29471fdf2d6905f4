/**
 * The Redis cache adapter: runs only with TEST_REDIS_URL (or REDIS_URL), e.g. redis://127.0.0.1:56379 (.ci/redis.sh).
 * It uses database 14 for the adapter contract and 15 for two servers sharing one cache; both are flushed.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { openCache, type CacheStore } from '../lib/cache';
import { cacheContract } from './cache-contract';
import { login, startMemoryServer, type Client } from './helpers';

const base = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const database = (index: number): string => {
  const url = new URL(base ?? 'redis://127.0.0.1');
  url.pathname = `/${index}`;
  return url.toString();
};

describe.skipIf(!base)('Redis cache adapter', () => {
  let raw: Redis;
  const opened: CacheStore[] = [];

  beforeAll(async () => {
    raw = new Redis(database(14));
    await raw.flushdb();
  });
  afterAll(async () => {
    for (const cache of opened) await cache.close();
    await raw.flushdb();
    await raw.quit();
  });

  cacheContract('redis', async () => {
    const cache = await openCache({ redisUrl: database(14), namespace: `contract${opened.length}:` });
    opened.push(cache);
    return { cache, advance: (ms) => new Promise((done) => setTimeout(done, ms)) };
  });

  it('lists, counts and clears only its namespace of a shared Redis', async () => {
    await raw.set('someone-else:session', 'keep me');
    const cache = await openCache({ redisUrl: database(14), namespace: 'mine:' });
    opened.push(cache);
    await cache.set('a', '1');
    expect(await raw.get('mine:a')).toBe('1');
    expect((await cache.keys('*', { offset: 0, limit: 100 })).keys).toEqual(['a']);
    expect(await cache.size()).toBe(1);
    expect(await cache.clear()).toBe(1);
    expect(await raw.get('someone-else:session')).toBe('keep me');
  });

  it('refuses to start against a Redis it cannot reach', async () => {
    await expect(openCache({ redisUrl: 'redis://127.0.0.1:1/0' })).rejects.toThrow();
  });
});

describe.skipIf(!base)('two servers sharing one Redis', () => {
  let first: RunningServer;
  let second: RunningServer;
  let firstAdmin: Client;
  let secondAdmin: Client;
  let raw: Redis;

  beforeAll(async () => {
    raw = new Redis(database(15));
    await raw.flushdb();
    first = await startMemoryServer({ redisUrl: database(15) });
    second = await startMemoryServer({ redisUrl: database(15) });
    firstAdmin = await login(first.url, 'admin');
    secondAdmin = await login(second.url, 'admin');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await raw.flushdb();
    await raw.quit();
  });

  it('an edit on one instance forgets the menus the other serves from the shared cache', async () => {
    expect((await secondAdmin.get('/xboot/permission/getMenuList')).code).toBe(200);
    const generation = await raw.get('console:menu:gen');
    expect(await raw.keys(`console:menu:${generation}:user:*`)).not.toEqual([]);
    const store = await firstAdmin.get<{ content: { key: string }[] }>('/xboot/redis/getAllByPage', { key: 'menu:' });
    expect(store.result.content.map((row) => row.key)).toContain(`menu:${generation}:user:1`);
    const role = await firstAdmin.form('/xboot/role/setDefault', { id: 1, isDefault: 'true' });
    expect(role.code, role.message).toBe(200);
    expect(await raw.get('console:menu:gen')).not.toBe(generation);
    expect(await raw.keys(`console:menu:${generation}:*`)).toEqual([]);
  });
});
