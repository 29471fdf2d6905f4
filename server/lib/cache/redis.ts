import { Redis } from 'ioredis';
import { MISSING, type CacheInfoRow, type CacheStore, type KeyPage } from './types';

/** The INFO fields the monitor shows, with what they mean (X-Boot's info call gives key, value and description). */
const INFO_FIELDS: Record<string, string> = {
  redis_version: 'Redis 版本',
  redis_mode: '运行模式（standalone 单机 / cluster 集群）',
  os: '服务器操作系统',
  tcp_port: '监听端口',
  uptime_in_seconds: '启动以来的运行时长（秒）',
  connected_clients: '已连接的客户端数',
  blocked_clients: '阻塞等待中的客户端数',
  used_memory: 'Redis 分配的内存（字节）',
  used_memory_human: 'Redis 分配的内存（可读）',
  used_memory_peak_human: '内存占用峰值（可读）',
  maxmemory_human: '内存上限（0B 为不限）',
  maxmemory_policy: '达到内存上限时的淘汰策略',
  mem_fragmentation_ratio: '内存碎片率',
  total_connections_received: '累计接受的连接数',
  total_commands_processed: '累计执行的命令数',
  instantaneous_ops_per_sec: '每秒执行的命令数',
  keyspace_hits: '查找键命中次数',
  keyspace_misses: '查找键未命中次数',
  expired_keys: '已过期删除的键数量',
  evicted_keys: '因内存上限被淘汰的键数量',
  role: '主从角色',
  aof_enabled: '是否开启 AOF 持久化',
  rdb_last_save_time: '最近一次 RDB 保存时间（Unix 秒）',
};

/** A glob-literal form of the namespace: its characters match only themselves in SCAN MATCH. */
const globLiteral = (text: string): string => text.replace(/[*?[\]\\]/g, '\\$&');

function parseInfo(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && !line.startsWith('#')) fields.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return fields;
}

/**
 * Redis (`REDIS_URL`): shared by every server instance. Every key is stored under `namespace` (default `console:`)
 * and only keys under it are listed, counted or cleared, so a Redis shared with other applications keeps theirs.
 */
export class RedisCache implements CacheStore {
  readonly kind = 'redis';

  private constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  /** Connects (failing at start-up when Redis cannot be reached) and returns the adapter. */
  static async connect(url: string, namespace: string): Promise<RedisCache> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    let reported = false;
    redis.on('error', (error: Error) => {
      if (!reported) console.error(`Redis cache: ${error.message}`);
      reported = true;
    });
    redis.on('ready', () => {
      reported = false;
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw error;
    }
    return new RedisCache(redis, namespace);
  }

  private full(key: string): string {
    return this.namespace + key;
  }

  /** Every key of the namespace matching `pattern`, without the namespace. */
  private async scan(pattern: string): Promise<string[]> {
    const found = new Set<string>();
    const stream = this.redis.scanStream({ match: globLiteral(this.namespace) + pattern, count: 500 });
    for await (const batch of stream as AsyncIterable<string[]>)
      for (const key of batch) found.add(key.slice(this.namespace.length));
    return [...found];
  }

  async get(key: string): Promise<string | null> {
    try {
      return await this.redis.get(this.full(key));
    } catch (error) {
      // A key of another type (a hash, a list) holds no text value.
      if (error instanceof Error && error.message.startsWith('WRONGTYPE')) return null;
      throw error;
    }
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds !== undefined && ttlSeconds > 0) await this.redis.set(this.full(key), value, 'EX', ttlSeconds);
    else await this.redis.set(this.full(key), value);
  }

  async ttl(key: string): Promise<number> {
    const seconds = await this.redis.ttl(this.full(key));
    return seconds < -1 ? MISSING : seconds;
  }

  async del(keys: readonly string[]): Promise<number> {
    if (!keys.length) return 0;
    return this.redis.unlink(...new Set(keys.map((key) => this.full(key))));
  }

  async keys(pattern: string, page: { offset: number; limit: number }): Promise<KeyPage> {
    const all = (await this.scan(pattern)).sort();
    return { keys: all.slice(page.offset, page.offset + page.limit), total: all.length };
  }

  async size(): Promise<number> {
    return (await this.scan('*')).length;
  }

  async memory(): Promise<number> {
    return Number(parseInfo(await this.redis.info('memory')).get('used_memory') ?? 0);
  }

  async info(): Promise<CacheInfoRow[]> {
    const fields = parseInfo(await this.redis.info());
    return [
      { key: 'cache_kind', value: 'redis', description: '缓存类型：Redis（REDIS_URL），多个服务实例共用' },
      { key: 'namespace', value: this.namespace, description: '本控制台的键前缀；清空只删除此前缀下的键' },
      { key: 'keys', value: String(await this.size()), description: '本控制台的键数量' },
      ...Object.entries(INFO_FIELDS)
        .filter(([key]) => fields.has(key))
        .map(([key, description]) => ({ key, value: fields.get(key) ?? '', description })),
    ];
  }

  async clear(): Promise<number> {
    const keys = await this.scan('*');
    let removed = 0;
    for (let i = 0; i < keys.length; i += 500) removed += await this.del(keys.slice(i, i + 500));
    return removed;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
