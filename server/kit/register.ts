import type { Api } from '../http/api';
import type { CacheStore } from '../lib/cache';
import { areasFedBy, forgetAreas } from '../lib/cache/cached';
import type { ScreenDecl } from './types';

/**
 * Registers every route of the declarations on the API: page and permType checked before each handler. A mutating
 * call of a page that feeds a cached answer (lib/cache/cached.ts: menus, roles, staff users, dictionaries) forgets
 * that answer afterwards, on every instance sharing the cache.
 */
export function registerScreens(api: Api, screens: readonly ScreenDecl[], cache: CacheStore): void {
  for (const route of screens.flatMap((screen) => screen.routes)) {
    const options = { page: route.page, ...(route.perm && route.perm !== 'add|edit' ? { perm: route.perm } : {}) };
    const feeds = route.method === 'post' ? areasFedBy(route.page) : [];
    api[route.method](route.path, options, async (ctx) => {
      try {
        return await route.handler({ ...ctx, db: api.db, cache });
      } finally {
        if (feeds.length) await forgetAreas(cache, feeds);
      }
    });
  }
}
