import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadScreens } from '../kit/discover';
import { checkManifest, consoleScreenKeys, manifestKeys, RESOURCES_DIR } from '../kit/manifest';
import { screenRoutes } from '../kit/screen';

const temp = mkdtempSync(join(tmpdir(), 'screen-manifest-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function resources(files: readonly string[]): string {
  const dir = mkdtempSync(join(temp, 'resources-'));
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), 'export {};');
  }
  return dir;
}

describe('one source for menu, server declarations and console screens', () => {
  it('the menu seed, the server declarations and the console screens name the same pages', async () => {
    const report = checkManifest(await loadScreens(), RESOURCES_DIR);
    console.info(
      `screen manifest: ${manifestKeys().length} menu pages, ${report.planned.length} planned (no declaration, no screen)`,
    );
    expect(report.serverUnknown, 'server declarations naming a page key the menu does not have').toEqual([]);
    expect(report.consoleUnknown, 'console screens whose page key the menu does not have').toEqual([]);
    expect(report.noConsoleScreen, 'menu pages declared on the server without a console screen').toEqual([]);
    expect(report.noDeclaration, 'menu pages with a console screen but no server declaration').toEqual([]);
  });

  it('finds console screens as <area>/<name>.screen.ts(x) only (a file in a parts folder is none)', () => {
    const dir = resources([
      'finance/withdraw-orders.screen.tsx',
      'team/team-list/page.tsx',
      'goods/score-goods.screen.ts',
      'dsl/list-page.tsx',
    ]);
    expect(consoleScreenKeys(dir)).toEqual(['finance/withdraw-orders', 'goods/score-goods']);
  });

  it('reports each kind of drift', () => {
    const screens = [
      screenRoutes('members/usdt-withdraw-addresses', () => undefined),
      screenRoutes('members/no-such-page', () => undefined),
      screenRoutes('team/team-list', (r) =>
        r.get('/x', { page: ['team/team-list', 'team/nowhere'] }, async () => null),
      ),
    ];
    const dir = resources([
      'team/team-list.screen.tsx',
      'finance/withdraw-orders.screen.tsx',
      'finance/ghost.screen.tsx',
    ]);
    const report = checkManifest(screens, dir);
    expect(report.serverUnknown).toEqual(['members/no-such-page', 'team/nowhere']);
    expect(report.consoleUnknown).toEqual(['finance/ghost']);
    expect(report.noConsoleScreen).toEqual(['members/usdt-withdraw-addresses']);
    expect(report.noDeclaration).toEqual(['finance/withdraw-orders']);
    expect(report.planned).not.toContain('team/team-list');
    expect(report.planned.length).toBe(manifestKeys().length - 3);
  });

  it('rejects a declaration whose page key is not its file path', async () => {
    const dir = mkdtempSync(join(temp, 'screens-'));
    mkdirSync(join(dir, 'team'));
    const kit = join(process.cwd(), 'server', 'kit', 'screen.ts').replaceAll('\\', '/');
    writeFileSync(
      join(dir, 'team', 'team-list.ts'),
      `import { screenRoutes } from '${kit}';\nexport default screenRoutes('team/team-config', () => undefined);\n`,
    );
    await expect(loadScreens(dir)).rejects.toThrow(/declares 'team\/team-config', its path says 'team\/team-list'/);
  });
});
