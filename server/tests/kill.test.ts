/**
 * `kill -9` during writes: a contract server on a file-backed PGlite directory takes a stream of saves
 * from four clients and is killed with SIGKILL at a random moment, then started again on the same directory, round
 * after round. Every save the server acknowledged (code 200) must be in the database at the end. `KILL_ROUNDS`
 * (default 4 here; docs/security.md gives a longer run) sets the rounds. PGlite's fdatasync is a no-op on this machine,
 * so this proves a killed process loses nothing acknowledged; an operating-system crash is another matter (docs/security.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../app';
import { login, type Client } from './helpers';
import { seededTemplate } from './templates';

const ROUNDS = Number(process.env.KILL_ROUNDS ?? 4);
const temp = mkdtempSync(join(tmpdir(), 'contract-kill-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  // The server itself, not tsx's wrapper: SIGKILL to the wrapper left its server child running (and answering), so no
  // write was ever interrupted and every round's server stayed up on the same directory.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SCHEDULER: 'off' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 90_000; waited += 200) {
    try {
      const answer = await fetch(`${url}/admin-api/xboot/user/info`);
      if (answer.status > 0) return { child, url };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 90 s');
}

describe(`kill -9 during writes (${ROUNDS} rounds)`, () => {
  it('loses no acknowledged write', { timeout: 900_000 }, async () => {
    const dataDir = join(temp, 'pglite');
    // Created once, in this process, from the run's seeded template.
    await (await startServer({ port: 0, dataDir, template: seededTemplate() })).close();

    const acknowledged: string[] = [];
    let next = 2000;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { child, url } = await startChild(dataDir);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const admin: Client = await login(url, 'admin');
      let killed = false;
      const writer = async () => {
        while (!killed) {
          next += 1;
          const name = `kill-${round}-${next}`;
          try {
            const answer = await admin.body('/phoneRegionCode/save', {
              regionName: name,
              regionCode: `+${next}`,
              sort: 1,
              status: 0,
            });
            if (answer.code === 200) acknowledged.push(name);
          } catch {
            return; // The connection died with the process: this write was never acknowledged.
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      // Killed once this round has had two writes acknowledged (however slow the machine), at a random moment after.
      const before = acknowledged.length;
      for (let waited = 0; acknowledged.length < before + 2; waited += 20) {
        if (waited > 60_000) throw new Error(`round ${round}: no two writes acknowledged within 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
      child.kill('SIGKILL');
      killed = true;
      await Promise.all(writers);
      await exited;
      // The process that answered is gone: nothing listens on its port any more.
      await expect(fetch(`${url}/admin-api/xboot/user/info`)).rejects.toThrow();
    }

    const after = await startServer({ port: 0, dataDir });
    try {
      const rows = await after.db.query<{ name: string }>(
        "SELECT region_name AS name FROM phone_region_code WHERE region_name LIKE 'kill-%'",
      );
      const stored = new Set(rows.map((row) => row.name));
      const lost = acknowledged.filter((name) => !stored.has(name));
      console.log(`kill -9: ${ROUNDS} rounds, ${acknowledged.length} acknowledged writes, ${lost.length} lost`);
      expect(acknowledged.length).toBeGreaterThanOrEqual(2 * ROUNDS);
      expect(lost).toEqual([]);
    } finally {
      await after.close();
    }
  });
});
