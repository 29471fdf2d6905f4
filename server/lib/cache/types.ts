/**
 * The server's cache (SPEC §7.3's "Redis" pages): string values with an optional time to live, found by glob pattern.
 * Two adapters: in-process memory (the default) and Redis (`REDIS_URL`), so several instances share one cache.
 * Keys are given and returned without the adapter's namespace; nothing outside the namespace is read or removed.
 */
export interface CacheInfoRow {
  key: string;
  value: string;
  /** What the figure means (Chinese, as X-Boot's info call gives it; the console translates the keys it knows). */
  description: string;
}

export interface KeyPage {
  /** The matching keys of the page, in key order. */
  keys: string[];
  /** How many keys match in all. */
  total: number;
}

/** Seconds left for a key: -1 when it never expires, -2 when it does not exist (Redis' TTL answer). */
export type TtlSeconds = number;
export const NO_EXPIRY = -1;
export const MISSING = -2;

export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Stores `value`; `ttlSeconds` > 0 expires it after that many seconds, absent or ≤ 0 keeps it until deleted. */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  ttl(key: string): Promise<TtlSeconds>;
  /** Removes the keys → how many existed. */
  del(keys: readonly string[]): Promise<number>;
  /** Keys matching a Redis glob (`*`, `?`, `[abc]`, `\` escapes), sorted, one page of them. */
  keys(pattern: string, page: { offset: number; limit: number }): Promise<KeyPage>;
  /** How many keys (of the namespace) are live. */
  size(): Promise<number>;
  /** Bytes used: the Redis server's `used_memory`; in-process, an estimate of the live keys and values. */
  memory(): Promise<number>;
  info(): Promise<CacheInfoRow[]>;
  /** Removes every key of the namespace → how many. */
  clear(): Promise<number>;
  close(): Promise<void>;
}
