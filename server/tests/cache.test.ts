/** The in-process cache adapter (TTL on an injected clock, glob paging, memory estimate). */
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../lib/cache';
import { cached, forgetArea } from '../lib/cache/cached';
import { globToRegExp } from '../lib/cache/glob';
import { cacheContract } from './cache-contract';

cacheContract('memory', async () => {
  let now = 1_700_000_000_000;
  return {
    cache: new MemoryCache(() => now),
    advance: async (ms) => {
      now += ms;
    },
  };
});

describe('memory cache', () => {
  it('keeps a key until the last millisecond of its time to live', async () => {
    let now = 0;
    const cache = new MemoryCache(() => now);
    await cache.set('k', 'v', 10);
    now = 9_999;
    expect(await cache.get('k')).toBe('v');
    expect(await cache.ttl('k')).toBe(1);
    now = 10_000;
    expect(await cache.get('k')).toBeNull();
    const info = Object.fromEntries((await cache.info()).map((row) => [row.key, row.value]));
    expect(info).toMatchObject({ keyspace_hits: '1', keyspace_misses: '1', expired_keys: '1', keys: '0' });
  });

  it('estimates memory from the live keys and values', async () => {
    const cache = new MemoryCache();
    expect(await cache.memory()).toBe(0);
    await cache.set('ab', 'cdef');
    const one = await cache.memory();
    await cache.set('abc', 'é'.repeat(10));
    expect((await cache.memory()) - one).toBe(3 + 20 + (one - 6));
  });

  it('reads Redis glob patterns', () => {
    expect(globToRegExp('a?c').test('abc')).toBe(true);
    expect(globToRegExp('a[^b]c').test('abc')).toBe(false);
    expect(globToRegExp('a[^b]c').test('axc')).toBe(true);
    expect(globToRegExp('a.c').test('abc')).toBe(false);
    expect(globToRegExp('*').test('line\nbreak')).toBe(true);
    expect(globToRegExp('x[').test('x[')).toBe(true);
  });
});

describe('the server’s cached answers', () => {
  it('an answer read before an edit but stored after it is never served', async () => {
    const cache = new MemoryCache();
    let stored = 'before';
    // The edit (and its forgetting) lands while the first reader is reading the database.
    const slowRead = async () => {
      const seen = stored;
      stored = 'after';
      await forgetArea(cache, 'dict');
      return seen;
    };
    expect(await cached(cache, 'dict', 'enabled', slowRead)).toBe('before');
    expect(await cached(cache, 'dict', 'enabled', async () => stored)).toBe('after');
    expect(await cached(cache, 'dict', 'enabled', async () => 'not read')).toBe('after');
  });
});
