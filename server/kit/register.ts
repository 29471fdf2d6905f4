import type { Api } from '../http/api';
import type { ScreenDecl } from './types';

/** Registers every route of the declarations on the API: page and permType checked before each handler. */
export function registerScreens(api: Api, screens: readonly ScreenDecl[]): void {
  for (const route of screens.flatMap((screen) => screen.routes)) {
    const options = { page: route.page, ...(route.perm && route.perm !== 'add|edit' ? { perm: route.perm } : {}) };
    api[route.method](route.path, options, (ctx) => route.handler({ ...ctx, db: api.db }));
  }
}
