import type { KeysOf } from '../../../contract/calls';
import { cacheStore } from '../../../contract/system/cache-store';
import { ApiError } from '../../lib/api-error';
import { optInt, optString, type Input } from '../../lib/input';
import { readPaging, toPage } from '../../http/paging';
import { screenRoutes } from '../../kit/screen';
import { REDIS_VALUE, REDIS_VO, springPage } from '../../kit/xboot-shapes';
import type { KitContext } from '../../kit/types';
import { MISSING, NO_EXPIRY } from '../../lib/cache';
import { textField } from '../../lib/form-input';
import { fill, M } from '../../i18n/messages';

const PAGE = 'system/cache-store';
/** The list shows the start of each value, as X-Boot's page does. */
const PREVIEW_CHARS = 150;
const TEN_YEARS_SECONDS = 10 * 365 * 24 * 3600;
const KEY = /^[^\s,]{1,200}$/;

const preview = (value: string | null): string =>
  value === null ? '' : value.length > PREVIEW_CHARS ? `${value.slice(0, PREVIEW_CHARS)}...` : value;

/** `keys` as a JSON array or a comma-separated string (a key holds no comma: see KEY). */
function readKeys(input: Input<KeysOf<typeof cacheStore.delByKeys>>): string[] {
  const value = input.keys;
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const keys = parts.map((part) => String(part).trim()).filter(Boolean);
  if (!keys.length) throw new ApiError(fill(M.missingParameter, { field: 'keys' }));
  return keys;
}

/** -1 (or blank) keeps the key until deleted; otherwise whole seconds, at most ten years. */
function readExpiry(input: Input<KeysOf<typeof cacheStore.save>>): number {
  const seconds = optInt(input, 'expireTime') ?? NO_EXPIRY;
  if (seconds !== NO_EXPIRY && (seconds < 1 || seconds > TEN_YEARS_SECONDS)) throw new ApiError(M.expiryMust1Never);
  return seconds;
}

async function entry(ctx: KitContext, key: string) {
  const [value, expireTime] = await Promise.all([ctx.cache.get(key), ctx.cache.ttl(key)]);
  return { key, value, expireTime };
}

/**
 * Cache store (SPEC §7.3, X-Boot's Redis page): the server's own cache — the in-process one, or Redis with
 * `REDIS_URL` — with the keys it writes (menus, dictionaries) and any added here.
 */
export default screenRoutes(PAGE, { order: 9, title: { 'zh-CN': '缓存管理', 'en-US': 'Cache' } }, (r) => {
  // Hand-written: reads the cache store, not the database.
  r.get(
    cacheStore.list,
    {
      bareAnswer: springPage(REDIS_VO),
      params: '{key (matched as *key*, glob), pageNumber, pageSize}',
      doc: 'records [{key, value (150 chars), expireTime}]',
    },
    async (ctx) => {
      const paging = readPaging(ctx.input);
      const pattern = `*${optString(ctx.input, 'key') ?? ''}*`;
      const page = await ctx.cache.keys(pattern, { offset: paging.offset, limit: paging.pageSize });
      const records = await Promise.all(page.keys.map((key) => entry(ctx, key)));
      // A key that expired between the scan and the read is shown with a blank value and -2.
      return toPage(
        records.map((record) => ({ ...record, value: preview(record.value) })),
        page.total,
        paging,
      );
    },
  );
  // Hand-written: reads the cache store, not the database.
  r.get(cacheStore.entry, { bareAnswer: REDIS_VALUE, doc: '{key, value, expireTime (s; -1 never)}' }, async (ctx) => {
    const found = await entry(ctx, ctx.c.req.param('key') ?? '');
    if (found.value === null || found.expireTime === MISSING) throw new ApiError(M.keyNotFound);
    return found;
  });
  // Hand-written: writes the cache store, not the database.
  r.post(
    cacheStore.save,
    { params: '{key, value, expireTime (s; -1 never)}', doc: 'add (permType add) or overwrite (edit)' },
    async (ctx) => {
      const key = textField(ctx.input, 'key', M.key, { required: true, max: 200 }) as string;
      if (!KEY.test(key)) throw new ApiError(M.keyCannotContainSpaces);
      const value = textField(ctx.input, 'value', M.value, { required: true, max: 100_000 }) as string;
      const expireTime = readExpiry(ctx.input);
      ctx.require(PAGE, (await ctx.cache.ttl(key)) === MISSING ? 'add' : 'edit');
      await ctx.cache.set(key, value, expireTime);
      return null;
    },
  );
  // Hand-written: deletes from the cache store, within the console's namespace only.
  r.post(cacheStore.delByKeys, { params: '{keys}' }, async (ctx) => ctx.cache.del(readKeys(ctx.input)));
  // Hand-written: deletes from the cache store, within the console's namespace only.
  r.post(
    cacheStore.delAll,
    { doc: 'every key of the console’s namespace (never other keys of a shared Redis)' },
    async (ctx) => ctx.cache.clear(),
  );
  r.note('cache store: the server caches menus and dictionaries here with TTLs; an edit of them forgets their keys.');
});
