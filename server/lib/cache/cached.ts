import { randomBytes } from 'node:crypto';
import type { CacheStore } from './types';

/**
 * What the server itself caches: each area's answers live `ttlSeconds` under `<area>:<generation>:<id>`, and any
 * mutating call of a page in `fedBy` forgets the whole area (a new generation, the old keys deleted). An answer read
 * from the database just before an edit and stored just after it lands under the old generation, which is never read
 * again: no instance, sharing the cache or not, serves it.
 */
export const CACHED_AREAS = {
  /** Each user's menu tree (`getMenuList`), from menus, role grants and the user's roles. */
  menu: { ttlSeconds: 600, fedBy: ['system/menus', 'system/roles', 'system/system-users'] },
  /** The enabled data of a dictionary type (`/xboot/dictData/getByType/{type}`). */
  dict: { ttlSeconds: 3600, fedBy: ['system/dictionaries'] },
} as const;

export type CachedArea = keyof typeof CACHED_AREAS;

const generationKey = (area: CachedArea): string => `${area}:gen`;
const newGeneration = (): string => randomBytes(4).toString('hex');

async function generation(cache: CacheStore, area: CachedArea): Promise<string> {
  const current = await cache.get(generationKey(area));
  if (current) return current;
  const fresh = newGeneration();
  await cache.set(generationKey(area), fresh);
  return fresh;
}

/** `{value}` of a JSON text, or undefined when it is not JSON (a value edited by hand on the cache page). */
function parsed<T>(text: string): { value: T } | undefined {
  try {
    return { value: JSON.parse(text) as T };
  } catch {
    return undefined;
  }
}

const report = (area: CachedArea, error: unknown): void =>
  console.error(`cache ${area}: ${error instanceof Error ? error.message : String(error)}`);

/**
 * The cached answer for `id` in `area`, else `load()`'s, stored for the area's TTL when `keep` says so. A stored value
 * that is not JSON is loaded again and replaced; a cache that cannot be reached answers from `load()`.
 */
export async function cached<T>(
  cache: CacheStore,
  area: CachedArea,
  id: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  let key: string;
  try {
    key = `${area}:${await generation(cache, area)}:${id}`;
    const hit = await cache.get(key);
    const answer = hit === null ? undefined : parsed<T>(hit);
    if (answer) return answer.value;
  } catch (error) {
    report(area, error);
    return load();
  }
  const value = await load();
  if (keep(value))
    await cache
      .set(key, JSON.stringify(value), CACHED_AREAS[area].ttlSeconds)
      .catch((error: unknown) => report(area, error));
  return value;
}

/** Forgets every answer of the area: a new generation first (readers stop using the old), then the old keys go. */
export async function forgetArea(cache: CacheStore, area: CachedArea): Promise<void> {
  await cache.set(generationKey(area), newGeneration());
  const old = await cache.keys(`${area}:*`, { offset: 0, limit: Number.MAX_SAFE_INTEGER });
  await cache.del(old.keys.filter((key) => key !== generationKey(area)));
}

/** Forgets the areas after a write; a cache that cannot be reached is reported, not fatal (entries expire anyway). */
export async function forgetAreas(cache: CacheStore, areas: readonly CachedArea[]): Promise<void> {
  for (const area of areas) await forgetArea(cache, area).catch((error: unknown) => report(area, error));
}

/** The areas a page's mutating calls feed. */
export function areasFedBy(pages: string | readonly string[]): CachedArea[] {
  const keys = typeof pages === 'string' ? [pages] : pages;
  return (Object.keys(CACHED_AREAS) as CachedArea[]).filter((area) =>
    CACHED_AREAS[area].fedBy.some((page) => keys.includes(page)),
  );
}
