import { MemoryCache } from './memory';
import { RedisCache } from './redis';
import type { CacheStore } from './types';

export type { CacheInfoRow, CacheStore, KeyPage } from './types';
export { MISSING, NO_EXPIRY } from './types';
export { MemoryCache } from './memory';

/** The namespace of every key this console writes to a (possibly shared) Redis. */
export const DEFAULT_NAMESPACE = 'console:';

/** Redis when a URL is given (`REDIS_URL`), else the in-process cache. */
export async function openCache(opts: { redisUrl?: string; namespace?: string } = {}): Promise<CacheStore> {
  if (!opts.redisUrl) return new MemoryCache();
  const namespace = opts.namespace ?? DEFAULT_NAMESPACE;
  if (!/^[A-Za-z0-9_.:-]*$/.test(namespace)) throw new Error(`Invalid cache namespace: ${namespace}`);
  return RedisCache.connect(opts.redisUrl, namespace);
}
