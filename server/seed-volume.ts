/**
 * `npm run seed:volume -- --members 1000000`: migrates and seeds the database a start would use (DATABASE_URL, else
 * the PGlite directory DATA_DIR, default .data/pglite) if it is empty, then adds the volume seed (seed/volume.ts):
 * that many synthetic members with 10 wallet changes, 3 withdrawals, 3 recharges and a points record each.
 */
import { prepareDatabase } from './app';
import { openDb } from './db/open';
import { loadScreens } from './kit/discover';
import { keptOf } from './kit/kept-totals';
import { seedVolume } from './seed/volume';

function membersArg(args: readonly string[]): number {
  const at = args.indexOf('--members');
  const value = Number(at >= 0 ? args[at + 1] : 1_000_000);
  if (!Number.isInteger(value) || value < 1 || value > 20_000_000)
    throw new Error('--members takes a whole number from 1 to 20,000,000');
  return value;
}

async function main(): Promise<void> {
  const members = membersArg(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const db = await openDb({ databaseUrl, dataDir: process.env.DATA_DIR || '.data/pglite' });
  try {
    await prepareDatabase(db);
    const started = performance.now();
    console.log(
      `Adding ${members.toLocaleString('en-US')} members and their rows to ${databaseUrl ? 'PostgreSQL' : 'PGlite'}…`,
    );
    await seedVolume(db, { members }, keptOf(await loadScreens()), (step, seconds) =>
      console.log(`  ${step} … ${seconds.toFixed(1)} s`),
    );
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
