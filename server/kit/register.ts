import type { Api } from '../http/api';
import type { CacheStore } from '../lib/cache';
import { areasFedBy, forgetAreas } from '../lib/cache/cached';
import type { ScreenDecl } from './types';

/**
 * Registers every route of the declarations on the API: page and permType checked before each handler. A mutating
 * call of a page that feeds a cached answer (lib/cache/cached.ts: menus, roles, staff users, dictionaries) forgets
 * that answer once its transaction has ended, on every instance sharing the cache.
 */
export function registerScreens(api: Api, screens: readonly ScreenDecl[], cache: CacheStore): void {
  for (const route of screens.flatMap((screen) => screen.routes)) {
    const options = {
      page: route.page,
      writes: route.writes,
      ...(route.reason ? { reason: route.reason } : {}),
      ...(route.personal ? { personal: route.personal } : {}),
      ...(route.perm && route.perm !== 'add|edit' ? { perm: route.perm } : {}),
      ...(route.consoleOnly ? { consoleOnly: route.consoleOnly } : {}),
      ...(route.bareAnswer ? { bareAnswer: route.bareAnswer } : {}),
    };
    const feeds = route.writes ? areasFedBy(route.page) : [];
    const after = feeds.length ? { afterWrite: () => forgetAreas(cache, feeds) } : {};
    api.serve(route.call, { ...options, ...after }, (ctx) => route.handler({ ...ctx, db: api.db, cache }));
  }
}
