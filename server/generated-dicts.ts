/**
 * The registry of the dictionaries declared beside a screen's calls, apart from server/generated.ts: it reads files
 * only, so `npm run contract` writes it before it loads the dictionaries the other generated files list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CONTRACT_DIR = fileURLToPath(new URL('../contract/', import.meta.url));
export const SCREEN_DICTS_PATH = `${CONTRACT_DIR}dicts/screen-dicts.ts`;

/**
 * The registry of the dictionaries declared beside a screen's calls (`export const dicts = [defineDict(…)]` in
 * contract/<area>/<screen>.ts), so a screen's own dictionary needs no shared file edited.
 */
export function renderScreenDicts(dir = CONTRACT_DIR): string {
  const modules = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'dicts')
    .flatMap((area) =>
      readdirSync(`${dir}${area.name}`)
        .filter((file) => /^[a-z0-9-]+\.ts$/.test(file))
        .filter((file) => /^export const dicts = /m.test(readFileSync(`${dir}${area.name}/${file}`, 'utf8')))
        .map((file) => `${area.name}/${file.slice(0, -'.ts'.length)}`),
    )
    .sort();
  const name = (module: string): string =>
    module.replace(/[/-]([a-z0-9])/g, (_, ch: string) => ch.toUpperCase()).replace(/^./, (ch) => ch.toLowerCase());
  return [
    '/**',
    " * Written by `npm run contract` (server/generated-dicts.ts): the dictionaries declared beside a screen's calls",
    ' * (`export const dicts = [defineDict(…)]` in contract/<area>/<screen>.ts), which index.ts adds to the others.',
    ' */',
    ...modules.map((module) => `import { dicts as ${name(module)} } from "../${module}";`),
    '',
    `export const SCREEN_DICTS = [${modules.map((module) => `...${name(module)}`).join(', ')}] as const;`,
    '',
  ].join('\n');
}
