import type { Queryable } from '../db/types';

/** The settings the server reads (system/settings page): key → what it is, for the seed and docs/decisions/system.md. */
export const SERVER_SETTINGS = {
  productName: '产品名称，显示在页面标题中；留空为控制台自带名称',
  loginFailureLimit: '同一账号同一来源连续登录失败次数上限，达到后锁定',
  loginLockMinutes: '登录失败计数的时间窗口与锁定时长（分钟）',
  tokenTtlMinutes: '登录令牌无操作有效期（分钟）；留空为服务器默认值',
  fourEyesUsdt: '双人复核阈值（USDT）：人工加减款与提现审核超过此金额需另一位员工批准；留空为关闭',
  fourEyesRmb: '双人复核阈值（RMB）：人工加减款与提现审核超过此金额需另一位员工批准；留空为关闭',
  twoFactorRoles: '必须使用动态验证码（双因素）登录的角色，多个用逗号分隔，* 为全部角色；留空为不强制',
  reviewWaitHours: '审核等待阈值（小时）：待审核超过此时长的条目在列表中突出显示，并通知可审核的员工；留空为 24',
} as const;

export type SettingKey = keyof typeof SERVER_SETTINGS;

/**
 * How long a read value is reused in this process; a save here clears it at once (other instances within it). Kept
 * per database: two servers of one process (the tests' instances) read settings of their own.
 */
const CACHE_MS = 2000;
const caches = new WeakMap<Queryable, { at: number; generation: number; values: Map<string, string> }>();
/** Bumped by a save: every value read before it is stale. */
let generation = 0;

/** Forgets the read values: the next read goes to the database (after a settings save). */
export function invalidateSettings(): void {
  generation += 1;
}

async function values(db: Queryable): Promise<Map<string, string>> {
  const cache = caches.get(db);
  if (cache && cache.generation === generation && Date.now() - cache.at < CACHE_MS) return cache.values;
  // The generation as the read starts: a save during the read leaves what it read stale.
  const readAt = { at: Date.now(), generation };
  let rows: { key: string; value: string }[] = [];
  try {
    rows = await db.query<{ key: string; value: string }>('SELECT key, value FROM setting');
  } catch {
    // A server built without the settings screen has no table: every reader gets its default.
  }
  const read = { ...readAt, values: new Map(rows.map((row) => [row.key, row.value])) };
  caches.set(db, read);
  return read.values;
}

/** The setting's text, or `fallback` when absent or blank. */
export async function settingText(db: Queryable, key: SettingKey, fallback: string): Promise<string> {
  const value = (await values(db)).get(key)?.trim();
  return value ? value : fallback;
}

/** The setting as a positive number, or `fallback` when absent, blank or not a positive number. */
export async function settingNumber(db: Queryable, key: SettingKey, fallback: number): Promise<number> {
  const value = Number((await values(db)).get(key)?.trim() || NaN);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
