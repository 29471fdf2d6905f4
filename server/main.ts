import { startServer } from './app';
import { profileOf } from './http/profile';
import { demoTwoFactorLine } from './seed/demo-two-factor';

/**
 * CLI entry: PORT, HOST, DATABASE_URL, REDIS_URL, DATA_DIR, STATIC_DIR, TOKEN_TTL_MINUTES, SCHEDULER (off: no scheduled
 * jobs), BACKEND_PROFILE (full, the default, or bare: only what SPEC.md and X-Boot give; http/profile.ts).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${process.env.PORT}`);
  const host = process.env.HOST || '127.0.0.1';
  const profile = profileOf(process.env.BACKEND_PROFILE);
  const running = await startServer({
    profile,
    port,
    host,
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    dataDir: process.env.DATA_DIR || '.data/pglite',
    staticDir: process.env.STATIC_DIR || undefined,
  });
  console.log(`Contract server listening on ${running.url}${profile === 'bare' ? ' (bare profile)' : ''}`);
  const demo = profile === 'full' ? await demoTwoFactorLine(running.db) : null;
  if (demo) console.log(demo);
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('unhandledRejection', (reason: unknown) => console.error('Unhandled rejection:', reason));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Contract server failed to start:', error);
  process.exit(1);
});
