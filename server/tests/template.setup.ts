import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { FIXED_SEED_DAY } from '../seed/dates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of the seeded memory database every test server starts from (server/tests/helpers.ts). */
    dbTemplate: string;
    /** File of a fresh, empty database: a test's empty database starts from it instead of running initdb. */
    dbEmpty: string;
  }
}

/**
 * Vitest global setup of the server project: migrate and seed once, so each test file starts from a copy. Built in
 * a child process: PGlite leaves file handles open in the process that ran it, which would keep Vitest from exiting.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'console-db-template-'));
  const file = join(dir, 'seeded.tar');
  const empty = join(dir, 'empty.tar');
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'server/tests/build-template.ts', file, empty], {
    stdio: 'inherit',
    env: { ...process.env, SEED_DAY: FIXED_SEED_DAY, BCRYPT_ROUNDS: '4' },
  });
  if (built.status !== 0) throw new Error(`building the test database template failed (exit ${built.status})`);
  project.provide('dbTemplate', file);
  project.provide('dbEmpty', empty);
  return () => rmSync(dir, { recursive: true, force: true });
}
