import { verifyAuditChain } from './db/audit-chain';
import { openDb } from './db/open';

/**
 * `npm run audit:verify [-- <id>:<hash>]`: recomputes the audit trail's hash chain (db/audit.ts) of the database the
 * server uses (DATABASE_URL, else the PGlite directory DATA_DIR, default .data/pglite: stop the server first, PGlite
 * opens a directory from one process). With a head noted earlier (`<id>:<hash>`), it also checks the chain still
 * holds it, so a removed tail shows. Prints the head to note; exits 1 when the chain is broken.
 */
async function main(): Promise<void> {
  const [anchorText] = process.argv.slice(2);
  const match = anchorText ? /^(\d+):([0-9a-f]{64})$/.exec(anchorText) : null;
  if (anchorText && !match) throw new Error(`Expected <id>:<hash>, got ${anchorText}`);
  const anchor = match ? { id: Number(match[1]), hash: match[2] ?? '' } : undefined;
  const db = await openDb({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || '.data/pglite',
  });
  try {
    const result = await verifyAuditChain(db, anchor);
    const head = result.head ? `${result.head.id}:${result.head.hash}` : 'none (empty trail)';
    if (result.ok) console.log(`audit trail OK: ${result.checked} records, head ${head}`);
    else
      console.error(
        `audit trail BROKEN at record ${result.broken?.id}: ${result.broken?.reason} (${result.checked} verified before it)`,
      );
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
