import { globToRegExp } from './glob';
import { MISSING, NO_EXPIRY, type CacheInfoRow, type CacheStore, type KeyPage } from './types';

interface Entry {
  value: string;
  /** Epoch ms after which the entry is gone; undefined: never. */
  expiresAt?: number;
}

/** Per-entry bookkeeping counted on top of the key and value bytes (Map slot, entry object, expiry). */
const ENTRY_OVERHEAD_BYTES = 64;

/**
 * The in-process cache: the default when no `REDIS_URL` is set. Expiry is checked on every read (an expired key is
 * gone for get, ttl, keys and size) and expired entries are swept as they are met. `now` is injectable for tests.
 */
export class MemoryCache implements CacheStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private readonly started: number;
  private hits = 0;
  private misses = 0;
  private expired = 0;

  constructor(private readonly now: () => number = Date.now) {
    this.started = now();
  }

  /** The live entry, removing it when its time is up. */
  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      this.expired++;
      return undefined;
    }
    return entry;
  }

  private liveKeys(): string[] {
    return [...this.entries.keys()].filter((key) => this.live(key) !== undefined);
  }

  async get(key: string): Promise<string | null> {
    const entry = this.live(key);
    if (entry) this.hits++;
    else this.misses++;
    return entry?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    const expiresAt = ttlSeconds !== undefined && ttlSeconds > 0 ? this.now() + ttlSeconds * 1000 : undefined;
    this.entries.set(key, { value, expiresAt });
  }

  async ttl(key: string): Promise<number> {
    const entry = this.live(key);
    if (!entry) return MISSING;
    if (entry.expiresAt === undefined) return NO_EXPIRY;
    return Math.max(1, Math.ceil((entry.expiresAt - this.now()) / 1000));
  }

  async del(keys: readonly string[]): Promise<number> {
    let removed = 0;
    for (const key of new Set(keys)) if (this.live(key) !== undefined && this.entries.delete(key)) removed++;
    return removed;
  }

  async keys(pattern: string, page: { offset: number; limit: number }): Promise<KeyPage> {
    const match = globToRegExp(pattern);
    const all = this.liveKeys()
      .filter((key) => match.test(key))
      .sort();
    return { keys: all.slice(page.offset, page.offset + page.limit), total: all.length };
  }

  async size(): Promise<number> {
    return this.liveKeys().length;
  }

  async memory(): Promise<number> {
    let bytes = 0;
    for (const key of this.liveKeys()) {
      const entry = this.entries.get(key) as Entry;
      bytes += Buffer.byteLength(key) + Buffer.byteLength(entry.value) + ENTRY_OVERHEAD_BYTES;
    }
    return bytes;
  }

  async info(): Promise<CacheInfoRow[]> {
    return [
      { key: 'cache_kind', value: 'memory', description: '缓存类型：进程内内存（未设置 REDIS_URL）' },
      { key: 'keys', value: String(await this.size()), description: '键数量' },
      { key: 'used_memory', value: String(await this.memory()), description: '估算占用内存（字节：键、值与每条开销）' },
      { key: 'keyspace_hits', value: String(this.hits), description: '读取命中次数' },
      { key: 'keyspace_misses', value: String(this.misses), description: '读取未命中次数' },
      { key: 'expired_keys', value: String(this.expired), description: '已过期删除的键数量' },
      {
        key: 'uptime_in_seconds',
        value: String(Math.floor((this.now() - this.started) / 1000)),
        description: '缓存运行时长（秒）',
      },
    ];
  }

  async clear(): Promise<number> {
    const count = await this.size();
    this.entries.clear();
    return count;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
