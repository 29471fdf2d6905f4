import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredFiles } from '../generated';
import { loadScreens } from '../kit/discover';

// tests/unit/seeded-menu.json, the third generated file, needs a server: menu.test.ts compares it with one.
describe('the files generated from the screen declarations (`npm run contract` rewrites them)', () => {
  it('are what the declarations give: server/CONTRACT.md and src/i18n/locales/menu-titles.json', async () => {
    for (const file of declaredFiles(await loadScreens()))
      expect(readFileSync(file.path, 'utf8'), `${relative(process.cwd(), file.path)}: run npm run contract`).toBe(
        file.text,
      );
  });
});
