/** `npm run audit:verify` (server/audit-verify.ts) on a file-backed database: OK with its head, then broken. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer } from '../app';
import { emptyDatabase } from './templates';

const temp = mkdtempSync(join(tmpdir(), 'audit-verify-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const verify = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/audit-verify.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

it('prints the head of a sound chain and exits 0; finds an edited record and exits 1', async () => {
  const dataDir = join(temp, 'db');
  const server = await startServer({ port: 0, dataDir, seed: false, scheduler: false, template: emptyDatabase() });
  for (const key of ['a', 'b', 'c'])
    await server.db.query("INSERT INTO setting (key, value, update_time) VALUES ($1, 'x', now())", [key]);
  await server.close();

  const sound = verify(dataDir);
  expect(sound.status).toBe(0);
  const head = /head (\d+:[0-9a-f]{64})/.exec(sound.stdout)?.[1];
  expect(sound.stdout).toContain('audit trail OK: 3 records');
  expect(verify(dataDir, head ?? '').status).toBe(0);

  const again = await startServer({ port: 0, dataDir, seed: false, scheduler: false });
  await again.db.transaction(async (tx) => {
    await tx.exec('ALTER TABLE audit_trail DISABLE TRIGGER USER');
    await tx.exec("UPDATE audit_trail SET actor_name = 'someone' WHERE id = 2");
    await tx.exec('ALTER TABLE audit_trail ENABLE TRIGGER USER');
  });
  await again.close();
  const broken = verify(dataDir);
  expect(broken.status).toBe(1);
  expect(broken.stderr).toContain('audit trail BROKEN at record 2');
}, 120_000);
