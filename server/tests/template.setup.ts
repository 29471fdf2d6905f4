import { spawn } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
    /** Written when both are built: "ok", or why they are not (server/tests/templates.ts waits for it). */
    dbBuilt: string;
  }
}

/**
 * Vitest global setup of the server project: migrate and seed once, so each test file starts from a copy. Built in
 * a child process: PGlite leaves file handles open in the process that ran it, which would keep Vitest from exiting.
 * The build runs while the web tests do (they run first: `sequence.groupOrder` in vitest.config.ts): waiting for it
 * here kept both cores but one idle for its half minute. A server test's first start waits for it.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'console-db-template-'));
  const file = join(dir, 'seeded.tar');
  const empty = join(dir, 'empty.tar');
  const built = join(dir, 'built');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/tests/build-template.ts', file, empty], {
    stdio: 'inherit',
    env: { ...process.env, SEED_DAY: FIXED_SEED_DAY, BCRYPT_ROUNDS: '4' },
  });
  // Written whole, then renamed into place: a waiting test never reads half of it.
  const outcome = (text: string) => {
    writeFileSync(`${built}.part`, text);
    renameSync(`${built}.part`, built);
  };
  child.on('error', (error) => outcome(`building the test database template failed: ${error.message}`));
  child.on('exit', (code, signal) =>
    outcome(code === 0 ? 'ok' : `building the test database template failed (exit ${code ?? signal ?? 'unknown'})`),
  );
  project.provide('dbTemplate', file);
  project.provide('dbEmpty', empty);
  project.provide('dbBuilt', built);
  return () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
}
