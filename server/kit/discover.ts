import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ScreenDecl } from './types';

export const SCREENS_DIR = fileURLToPath(new URL('../screens', import.meta.url));

/**
 * `area/name.ts` is a declaration; a name with another dot (`name.rules.ts`) is a helper beside it, and a file
 * directly under server/screens (`apps.ts`: the menu's apps and groups) is none.
 */
const DECLARATION = /^[a-z0-9-]+\.ts$/;

function isScreen(value: unknown): value is ScreenDecl {
  return (
    typeof value === 'object' && value !== null && 'page' in value && 'routes' in value && Array.isArray(value.routes)
  );
}

/** The declaration files under `server/screens`, sorted: their path without `.ts` is the page key. */
export function declarationFiles(dir = SCREENS_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.split(sep).length === 2 && DECLARATION.test(file.split(sep).at(-1) ?? ''))
    .map((file) => join(dir, file))
    .sort();
}

let cache: Promise<ScreenDecl[]> | undefined;

/** Imports every declaration once; each must default-export `screenRoutes(<its path>, <its menu entry>, …)`. */
export function loadScreens(dir = SCREENS_DIR): Promise<ScreenDecl[]> {
  const load = async (): Promise<ScreenDecl[]> => {
    const screens: ScreenDecl[] = [];
    for (const file of declarationFiles(dir)) {
      const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
      const key = relative(dir, file).slice(0, -'.ts'.length).split(sep).join('/');
      if (!isScreen(module.default))
        throw new Error(`${file}: default export must be screenRoutes('${key}', { order, title }, …)`);
      if (module.default.page !== key)
        throw new Error(`${file}: declares '${module.default.page}', its path says '${key}'`);
      screens.push(module.default);
    }
    return screens;
  };
  if (dir !== SCREENS_DIR) return load();
  cache ??= load();
  return cache;
}
