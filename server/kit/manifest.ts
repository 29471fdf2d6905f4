import { existsSync, readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../seed/menu-data';
import type { ScreenDecl } from './types';

/** The menu seed is the screen manifest: every level-2 page's component key, `<group>/<page>`. */
export function manifestKeys(): string[] {
  return APPS.flatMap((app) => app.groups.flatMap((group) => group.pages.map((page) => `${group.name}/${page.key}`)));
}

/** The console's screens by page key: `src/resources/<area>/<name>.screen.ts(x)`, one file per screen. */
export function consoleScreenKeys(resourcesDir: string): string[] {
  if (!existsSync(resourcesDir)) return [];
  const keys = new Set<string>();
  for (const file of readdirSync(resourcesDir, { recursive: true, encoding: 'utf8' })) {
    const parts = file.split(sep);
    const screen = /^(.+)\.screen\.tsx?$/.exec(parts.at(-1) ?? '');
    if (screen && parts.length === 2) keys.add(`${parts[0]}/${screen[1]}`);
  }
  return [...keys].sort();
}

export interface ManifestReport {
  /** Declared or referenced by a server route, but not a menu page. */
  serverUnknown: string[];
  /** A console screen that is not a menu page. */
  consoleUnknown: string[];
  /** A menu page with a server declaration and no console screen. */
  noConsoleScreen: string[];
  /** A menu page with a console screen and no server declaration. */
  noDeclaration: string[];
  /** Menu pages with neither: they show "not available". */
  planned: string[];
}

export function checkManifest(screens: readonly ScreenDecl[], resourcesDir: string): ManifestReport {
  const menu = new Set(manifestKeys());
  const declared = new Set(screens.map((screen) => screen.page));
  const referenced = new Set(declared);
  for (const route of screens.flatMap((screen) => screen.routes)) {
    for (const key of typeof route.page === 'string' ? [route.page] : route.page) referenced.add(key);
  }
  const console = new Set(consoleScreenKeys(resourcesDir));
  return {
    serverUnknown: [...referenced].filter((key) => !menu.has(key)).sort(),
    consoleUnknown: [...console].filter((key) => !menu.has(key)).sort(),
    noConsoleScreen: [...declared].filter((key) => menu.has(key) && !console.has(key)).sort(),
    noDeclaration: [...console].filter((key) => menu.has(key) && !declared.has(key)).sort(),
    planned: [...menu].filter((key) => !declared.has(key) && !console.has(key)),
  };
}

export const RESOURCES_DIR = fileURLToPath(new URL('../../src/resources', import.meta.url));
