/**
 * What `npm run contract` (server/generate.ts) writes from the screen declarations, each beside where it is read:
 * the API agreement (server/CONTRACT.md), the console's English menu titles (src/i18n/locales/menu-titles.json) and
 * the seeded menu answers the shell's unit tests read (tests/unit/seeded-menu.json). The console never imports
 * server code: it reads these files. server/tests/generated.test.ts and menu.test.ts fail when one is stale.
 */
import { fileURLToPath } from 'node:url';
import { buildApp, createApp } from './app';
import { migrate } from './db/migrations';
import { openDb } from './db/open';
import { CONTRACT_PATH, renderContract } from './kit/contract-doc';
import { migrateEntities } from './kit/entities';
import { renderScreenDicts, SCREEN_DICTS_PATH } from './generated-dicts';
import { englishTitles } from './kit/menu';
import { renderOpenApi } from './kit/openapi';
import type { ScreenDecl } from './kit/types';
import { MemoryBus } from './lib/events/bus';
import { LiveFeed } from './lib/events/feed';
import { todoCounter } from './routes/console-todos';
import { declaredMenu, seedMenu } from './seed/menu';
import { seedStaff } from './seed/staff';

export const MENU_TITLES_PATH = fileURLToPath(new URL('../src/i18n/locales/menu-titles.json', import.meta.url));
export const SEEDED_MENU_PATH = fileURLToPath(new URL('../tests/unit/seeded-menu.json', import.meta.url));
export const OPENAPI_PATH = fileURLToPath(new URL('./openapi.json', import.meta.url));
/** The OpenAPI document of every declared route (kit/openapi.ts), as /admin-api/docs/openapi.json serves it. */
export async function renderOpenApiFile(screens: readonly ScreenDecl[]): Promise<string> {
  const db = await openDb({ dataDir: 'memory' });
  try {
    const { routes } = buildApp(db, { tokenTtlMinutes: 60, screens });
    return `${JSON.stringify(renderOpenApi(screens, routes), null, 2)}\n`;
  } finally {
    await db.close();
  }
}

export interface GeneratedFile {
  path: string;
  text: string;
}

/** The console's English title of every menu node, by node name. */
export function renderMenuTitles(screens: readonly ScreenDecl[]): string {
  return `${JSON.stringify(englishTitles(declaredMenu(screens)), null, 2)}\n`;
}

/** The files computed from the declarations alone: the contract and the English menu titles. */
export function declaredFiles(screens: readonly ScreenDecl[]): GeneratedFile[] {
  return [
    { path: CONTRACT_PATH, text: renderContract(screens) },
    { path: MENU_TITLES_PATH, text: renderMenuTitles(screens) },
    { path: SCREEN_DICTS_PATH, text: renderScreenDicts() },
  ];
}

/**
 * The admin's and the operator's getMenuList answers on a freshly seeded menu, as the HTTP API sends them: an
 * in-memory database with the schema, the staff users and the declared menu only (the rest of the seed does not
 * touch the menu; menu.test.ts compares this file with a fully seeded server's answers).
 */
export async function renderSeededMenu(screens: readonly ScreenDecl[]): Promise<string> {
  const db = await openDb({ dataDir: 'memory' });
  const bus = new MemoryBus();
  const feed = new LiveFeed(db, bus, todoCounter(db));
  try {
    await migrate(db);
    await migrateEntities(db, screens);
    await db.transaction(async (tx) => {
      await seedStaff(tx);
      await seedMenu(tx, declaredMenu(screens));
    });
    const app = createApp(db, { tokenTtlMinutes: 60, screens, feed });
    const call = async (path: string, init: RequestInit): Promise<unknown> => {
      const body = (await (await app.request(`/admin-api${path}`, init)).json()) as { code: number; result: unknown };
      if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
      return body.result;
    };
    const menuOf = async (username: string): Promise<unknown> => {
      const token = await call('/xboot/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password: '123456', saveLogin: 'true' }).toString(),
      });
      return call('/xboot/permission/getMenuList', { headers: { accessToken: String(token) } });
    };
    return `${JSON.stringify({ admin: await menuOf('admin'), operator: await menuOf('operator') }, null, 2)}\n`;
  } finally {
    feed.close();
    await bus.close();
    await db.close();
  }
}
