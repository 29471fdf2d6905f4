/** The behaviour every cache adapter gives (memory: cache.test.ts; Redis: cache-redis.test.ts). */
import { describe, expect, it } from 'vitest';
import type { CacheStore } from '../lib/cache';

export interface CacheUnderTest {
  cache: CacheStore;
  /** Lets `ms` pass for the cache (an injected clock, or a real wait). */
  advance(ms: number): Promise<void>;
}

const ALL = { offset: 0, limit: 1000 };

export function cacheContract(name: string, open: () => Promise<CacheUnderTest>): void {
  describe(`${name}: the cache contract`, () => {
    it('stores text with and without a time to live; a missing key is null and -2', async () => {
      const { cache } = await open();
      await cache.set('plain', 'hello');
      await cache.set('timed', '{"a":1}', 30);
      expect(await cache.get('plain')).toBe('hello');
      expect(await cache.ttl('plain')).toBe(-1);
      expect(await cache.get('timed')).toBe('{"a":1}');
      expect(await cache.ttl('timed')).toBeGreaterThan(25);
      expect(await cache.ttl('timed')).toBeLessThanOrEqual(30);
      expect(await cache.get('absent')).toBeNull();
      expect(await cache.ttl('absent')).toBe(-2);
      await cache.set('timed', 'forever');
      expect(await cache.ttl('timed')).toBe(-1);
    });

    it('forgets a key when its time is up: get, ttl, keys and size agree', async () => {
      const { cache, advance } = await open();
      await cache.set('short', 'x', 1);
      await cache.set('long', 'y', 60);
      expect(await cache.size()).toBe(2);
      await advance(1200);
      expect(await cache.get('short')).toBeNull();
      expect(await cache.ttl('short')).toBe(-2);
      expect((await cache.keys('*', ALL)).keys).toEqual(['long']);
      expect(await cache.size()).toBe(1);
    });

    it('pages the keys matching a glob pattern, in key order', async () => {
      const { cache } = await open();
      for (let i = 1; i <= 12; i++) await cache.set(`menu:user:${String(i).padStart(2, '0')}`, String(i));
      await cache.set('dict:enabled', '[]');
      await cache.set('a*b', 'star');
      const first = await cache.keys('menu:*', { offset: 0, limit: 5 });
      expect(first).toEqual({
        keys: ['menu:user:01', 'menu:user:02', 'menu:user:03', 'menu:user:04', 'menu:user:05'],
        total: 12,
      });
      expect((await cache.keys('menu:*', { offset: 10, limit: 5 })).keys).toEqual(['menu:user:11', 'menu:user:12']);
      expect((await cache.keys('*user:1?', ALL)).keys).toEqual(['menu:user:10', 'menu:user:11', 'menu:user:12']);
      expect((await cache.keys('menu:user:0[1-3]', ALL)).total).toBe(3);
      expect((await cache.keys('*ena*', ALL)).keys).toEqual(['dict:enabled']);
      expect((await cache.keys('a\\*b', ALL)).keys).toEqual(['a*b']);
      expect((await cache.keys('nothing*', ALL)).total).toBe(0);
    });

    it('deletes keys (counting those that existed) and clears everything', async () => {
      const { cache } = await open();
      await cache.set('k1', '1');
      await cache.set('k2', '2');
      await cache.set('k3', '3');
      expect(await cache.del(['k1', 'k2', 'nope'])).toBe(2);
      expect((await cache.keys('*', ALL)).keys).toEqual(['k3']);
      expect(await cache.clear()).toBe(1);
      expect(await cache.size()).toBe(0);
    });

    it('reports its memory and its info', async () => {
      const { cache } = await open();
      await cache.set('big', 'x'.repeat(200_000));
      expect(await cache.memory()).toBeGreaterThan(200_000);
      const info = await cache.info();
      expect(info.find((row) => row.key === 'cache_kind')?.value).toBe(cache.kind);
      expect(info.every((row) => row.description.length > 0)).toBe(true);
    });
  });
}
