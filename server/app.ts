import { resolve } from 'node:path';
import { Hono } from 'hono';
import { attachAudit } from './db/audit';
import { migrate } from './db/migrations';
import { openDb } from './db/open';
import type { Db } from './db/types';
import { Api } from './http/api';
import { installErrorHandling } from './http/errors';
import type { DeclaredRoute, Profile } from './http/profile';
import { installRequestStats } from './http/request-stats';
import { installSecurity } from './http/security';
import { serveStatic } from './http/static';
import { loadScreens } from './kit/discover';
import { migrateEntities, seedEntities } from './kit/entities';
import { keptOf, startKeptFolding } from './kit/kept-totals';
import { registerScreens } from './kit/register';
import type { ScreenDecl } from './kit/types';
import { registerConsoleStats } from './routes/console-stats';
import { TODO_PAGES, todoCounter } from './routes/console-todos';
import { pagesOfTables, registerEventRoutes, registerPresenceRoute, tablesOfPages } from './routes/events';
import { registerExportRoute } from './routes/export-csv';
import { registerListViewRoutes } from './routes/list-views';
import { registerMenuRoutes, warmDictionaries } from './routes/menu';
import { registerSessionRoutes } from './routes/session';
import { registerUploadRoutes } from './routes/upload';
import { registerPersonalRevealRoute } from './routes/personal-reveal';
import { registerReviewQueueRoutes } from './routes/review-queue';
import { registerInboxRoutes } from './routes/inbox';
import { registerApiDocs } from './routes/api-docs';
import { exportFinishedHook } from './lib/inbox/exports';
import { startWaitingCheck } from './lib/inbox/waiting-check';
import { registerRecordHistoryRoute } from './routes/record-history';
import { sealStoredAnalyticsSecrets } from './lib/analytics-secrets';
import { sealStoredTotpKeys } from './lib/two-factor';
import { DEFAULT_NAMESPACE, MemoryCache, openCache, type CacheStore } from './lib/cache';
import { MemoryBus, openBus, type EventBus } from './lib/events/bus';
import { LiveFeed } from './lib/events/feed';
import { JOB_ORIGIN } from './lib/events/origin';
import { startScheduler } from './lib/jobs/scheduler';
import { loadSecretKey, secretKeyFile, setSecretKey } from './lib/secrets';
import { listen } from './http/listen';
import { setSeedCalendar } from './seed/dates';
import { seedCalendarOf, seedIfEmpty } from './seed/index';
import { declaredMenu } from './seed/menu';

export interface ServerOptions {
  port?: number;
  host?: string;
  /** PGlite directory, or 'memory' for an in-memory database. Ignored when databaseUrl is set. */
  dataDir?: string | 'memory';
  databaseUrl?: string;
  /** Redis for the cache and the live events (several instances share both); absent: both in process. */
  redisUrl?: string;
  staticDir?: string;
  /** Seed demo data into an empty database (default true). */
  seed?: boolean;
  /** Token lifetime in minutes of inactivity (default env TOKEN_TTL_MINUTES or 720). */
  tokenTtlMinutes?: number;
  /** A memory database starts from this dump (see buildTemplate) instead of migrating and seeding from scratch. */
  template?: Blob;
  /** Run the scheduled jobs (default true; env SCHEDULER=off turns it off). Tests that tick by hand pass false. */
  scheduler?: boolean;
  /** An event bus shared with other servers of this process (tests of several instances); its owner closes it. */
  bus?: EventBus;
  /**
   * `full` (the default) serves the console's extras too; `bare` answers only what SPEC.md and X-Boot's source give
   * (http/profile.ts; main.ts reads it from BACKEND_PROFILE).
   */
  profile?: Profile;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  /** The live feed: what this instance publishes and the console streams it serves. */
  feed: LiveFeed;
  profile: Profile;
  /** Every /admin-api route declared, with whether this profile registered it (the console-only ones not, in the bare profile). */
  routes: readonly DeclaredRoute[];
  close(): Promise<void>;
}

interface AppOptions {
  staticDir?: string;
  tokenTtlMinutes: number;
  screens: readonly ScreenDecl[];
  cache?: CacheStore;
  /** The live feed (lib/events); absent: one in process. */
  feed?: LiveFeed;
  /** Default full (http/profile.ts). */
  profile?: Profile;
}

/** The Hono application: every /admin-api route (session, menu, the declared screens) plus optional static files. */
export function createApp(db: Db, opts: AppOptions): Hono {
  return buildApp(db, opts).app;
}

/** The application and every route declared on it (registered or, in the bare profile, left out). */
export function buildApp(db: Db, opts: AppOptions): { app: Hono; routes: readonly DeclaredRoute[] } {
  const profile = opts.profile ?? 'full';
  const app = new Hono();
  installErrorHandling(app, profile);
  installSecurity(app);
  installRequestStats(app);
  const feed = opts.feed ?? new LiveFeed(db, new MemoryBus(), todoCounter(db));
  const api = new Api(app, db, opts.tokenTtlMinutes, (origin, fn) => feed.transaction(origin, fn), profile);
  const cache = opts.cache ?? new MemoryCache();
  // The console's own pages (PageMenu.consoleOnly): not in the bare profile's menu.
  const ownPages = new Set(opts.screens.filter((screen) => screen.menu.consoleOnly).map((screen) => screen.page));
  registerSessionRoutes(api, feed);
  registerMenuRoutes(api, cache, ownPages);
  registerConsoleStats(api);
  registerListViewRoutes(api);
  registerEventRoutes(api, {
    db,
    feed,
    audience: { pagesOf: pagesOfTables(opts.screens), todoPages: TODO_PAGES },
    ttlMinutes: () => api.ttlMinutes(),
  });
  registerPresenceRoute(api, feed, tablesOfPages(opts.screens));
  registerUploadRoutes(app, db, () => api.ttlMinutes());
  registerScreens(api, opts.screens, cache);
  registerExportRoute(api, opts.screens, cache, exportFinishedHook(feed));
  registerPersonalRevealRoute(api, opts.screens);
  registerReviewQueueRoutes(api, opts.screens);
  registerRecordHistoryRoute(api, opts.screens);
  registerInboxRoutes(api);
  registerApiDocs(api, opts.screens);
  if (opts.staticDir) serveStatic(app, opts.staticDir);
  return { app, routes: api.declared };
}

function ttlFromEnv(): number {
  const value = Number(process.env.TOKEN_TTL_MINUTES);
  return Number.isFinite(value) && value > 0 ? value : 720;
}

/** Migrates, seeds an empty database, and attaches the audit trigger to new tables (each a no-op where done). */
async function prepare(db: Db, screens: readonly ScreenDecl[], seed: boolean): Promise<void> {
  // Every start checks the declared menu (groups, orders, titles, page keys), not only the one that seeds it.
  declaredMenu(screens);
  await migrate(db);
  await migrateEntities(db, screens);
  if (seed) {
    setSeedCalendar(await seedCalendarOf(db));
    const seeded = await seedIfEmpty(db, screens);
    const entities = await seedEntities(db, screens);
    // Fresh planner statistics after a bulk seed: without them the planner guesses row counts (e.g. hashing all
    // 10,000 members for a 15-row page) until autovacuum, which the embedded database never runs, catches up.
    if (seeded || entities.length > 0) await db.query('ANALYZE');
  }
  // Last, so the demo data is not in the trail; every table a screen adds is audited from its first start.
  await attachAudit(db);
}

/** Migrates and (when empty) seeds a database as a start does, without serving it (the volume seed's first step). */
export async function prepareDatabase(db: Db): Promise<void> {
  await prepare(db, await loadScreens(), true);
}

/**
 * A migrated and seeded memory database as a dump: the server tests build it once per run and start each server from
 * it (seconds saved per test file). Secrets are sealed per server after loading, so none is in it. `loadFrom`: an
 * empty database's dump to start from instead of PGlite's initdb.
 */
export async function buildTemplate(loadFrom?: Blob): Promise<Blob> {
  const db = await openDb({ dataDir: 'memory', loadFrom });
  try {
    await prepare(db, await loadScreens(), true);
    if (!db.dump) throw new Error('only PGlite can dump a template');
    return await db.dump();
  } finally {
    await db.close();
  }
}

/** Opens the database, migrates, seeds an empty database, and listens. Port 0 picks a free port. */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const profile = opts.profile ?? 'full';
  const dataDir =
    opts.dataDir === undefined ? resolve('.data/pglite') : opts.dataDir === 'memory' ? 'memory' : resolve(opts.dataDir);
  const screens = await loadScreens();
  const db = await openDb({ databaseUrl: opts.databaseUrl, dataDir, loadFrom: opts.template });
  try {
    await prepare(db, screens, opts.seed !== false);
    // At-rest key for secrets: SECRET_KEY, else a key file beside the PGlite directory (docs/security.md, "Secrets").
    setSecretKey(db, loadSecretKey(secretKeyFile(dataDir, opts.databaseUrl)));
    await sealStoredAnalyticsSecrets(db);
    await sealStoredTotpKeys(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const cache = await openCache({ redisUrl: opts.redisUrl }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const bus =
    opts.bus ??
    (await openBus({ redisUrl: opts.redisUrl, namespace: DEFAULT_NAMESPACE }).catch(async (error: unknown) => {
      await cache.close();
      await db.close();
      throw error;
    }));
  const feed = new LiveFeed(db, bus, todoCounter(db));
  // The full profile's dictionaries, ready in the cache (the bare profile serves X-Boot's, uncached: routes/menu.ts).
  if (profile === 'full') await warmDictionaries(db, cache);
  const { app, routes } = buildApp(db, {
    staticDir: opts.staticDir ? resolve(opts.staticDir) : undefined,
    tokenTtlMinutes: opts.tokenTtlMinutes ?? ttlFromEnv(),
    screens,
    cache,
    feed,
    profile,
  });
  const { server, port } = await listen(app, opts.port ?? 8080, host);
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const scheduler =
    (opts.scheduler ?? process.env.SCHEDULER !== 'off')
      ? startScheduler(db, { transaction: (fn) => feed.transaction(JOB_ORIGIN, fn) })
      : undefined;
  const waiting = scheduler && profile === 'full' ? startWaitingCheck(feed) : null;
  const folding = startKeptFolding(db, keptOf(screens));
  let closed = false;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    db,
    feed,
    profile,
    routes,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([scheduler?.stop(), waiting?.stop(), folding.stop()]);
      feed.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      if (!opts.bus) await bus.close();
      await cache.close();
      await db.close();
    },
  };
}
