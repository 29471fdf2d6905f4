import type { Call } from '../../contract/calls';
import pg from 'pg';
import { expect } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../app';
import type { Db, SqlParam } from '../db/types';
import { decodeId } from '../http/xboot-ids';
import { clockFrom, setClock } from '../lib/time';
import { FIXED_SEED_DAY } from '../seed/dates';
import { emptyDatabase, seededTemplate } from './templates';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  success: boolean;
  result: T;
  timestamp: number;
}

export interface PageResult<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

/** A system list's answer: Spring Data's Page, as X-Boot writes it. */
export interface SpringPage<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  numberOfElements: number;
}

export type Row = Record<string, unknown>;
type QueryValue = string | number | boolean | null | undefined;

/** A tiny HTTP client for /admin-api with the console's request styles. */
export class Client {
  constructor(
    readonly base: string,
    public token?: string,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return this.token ? { accessToken: this.token, ...extra } : extra;
  }

  private async send<T>(path: string, init: RequestInit): Promise<Envelope<T>> {
    const response = await fetch(`${this.base}/admin-api${path}`, init);
    if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${path}`);
    return (await response.json()) as Envelope<T>;
  }

  /** Q: GET with a query string. */
  get<T = unknown>(path: string, query: Record<string, QueryValue> = {}): Promise<Envelope<T>> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const qs = params.toString();
    return this.send<T>(qs ? `${path}?${qs}` : path, { headers: this.headers() });
  }

  /** B: POST JSON. */
  body<T = unknown>(path: string, payload: unknown = {}): Promise<Envelope<T>> {
    return this.send<T>(path, {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/json' }),
      body: JSON.stringify(payload),
    });
  }

  /** A call declared in contract/, sent in its style (a path parameter filled from the payload). */
  call<T = unknown>(to: Call, payload: Record<string, QueryValue> = {}): Promise<Envelope<T>> {
    const path = to.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(payload[key] ?? '')));
    if (to.style === 'query') return this.get<T>(path, payload);
    return to.style === 'form' ? this.form<T>(path, payload) : this.body<T>(path, payload);
  }

  /** F: POST form-urlencoded. */
  form<T = unknown>(path: string, payload: Record<string, QueryValue> = {}): Promise<Envelope<T>> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(payload)) if (value !== undefined) params.set(key, String(value));
    return this.send<T>(path, {
      method: 'POST',
      headers: this.headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
      body: params.toString(),
    });
  }
}

export async function login(base: string, username: string, password = '123456'): Promise<Client> {
  const client = new Client(base);
  const answer = await client.form<string>('/xboot/login', { username, password, saveLogin: true });
  if (answer.code !== 200) throw new Error(`login ${username} failed: ${answer.message}`);
  client.token = answer.result;
  return client;
}

export interface TestContext {
  server: RunningServer;
  admin: Client;
  operator: Client;
  anonymous: Client;
}

/**
 * A memory server started from the run's seeded template (server/tests/template.setup.ts). Its scheduler is off: a
 * seeded job coming due on the wall clock (every half hour) would change rows under a test. Tests about jobs tick
 * the scheduler themselves at chosen instants (runDueJobs), or pass `scheduler: true` with a set clock.
 */
export function startMemoryServer(opts: Omit<ServerOptions, 'dataDir' | 'template'> = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    scheduler: false,
    ...opts,
    dataDir: 'memory',
    template: opts.seed === false ? emptyDatabase() : seededTemplate(),
  });
}

/** Starts an in-memory server and logs admin and operator in. */
export async function startTestServer(): Promise<TestContext> {
  const server = await startMemoryServer();
  return {
    server,
    admin: await login(server.url, 'admin'),
    operator: await login(server.url, 'operator'),
    anonymous: new Client(server.url),
  };
}

/**
 * A second administrator (role ROLE_ADMIN, admin's password: 123456), signed in: the other staff user of a four-eyes
 * approval, a review queue's second reviewer, an inbox's other reader.
 */
export async function secondAdmin(ctx: TestContext, username: string, nickname = username): Promise<Client> {
  await ctx.server.db.query(
    `INSERT INTO staff_user (username, password_hash, nickname, create_time)
     SELECT $1, password_hash, $2, create_time FROM staff_user WHERE username = 'admin'`,
    [username, nickname],
  );
  await ctx.server.db.query(
    `INSERT INTO user_role (user_id, role_id) SELECT s.id, r.id FROM staff_user s, role r
     WHERE s.username = $1 AND r.name = 'ROLE_ADMIN'`,
    [username],
  );
  return login(ctx.server.url, username);
}

/**
 * Runs `write` once, just before the server's next statement starting with `prefix`: another request that wrote the
 * same value between a save's check and its insert, deterministically. A writing route runs in one transaction
 * (http/api.ts), so the write joins it: the route's statement meets that row as it would meet a committed one, and
 * both go when the refused route's transaction rolls back. → restore.
 */
export function beforeStatement(db: Db, prefix: string, write: () => Promise<unknown>): () => void {
  const query = db.query.bind(db);
  let armed = true;
  db.query = (async (sql: string, params?: readonly SqlParam[]) => {
    if (armed && sql.trimStart().startsWith(prefix)) {
      armed = false;
      await write();
    }
    return query(sql, params);
  }) as typeof db.query;
  return () => {
    db.query = query;
  };
}

/** A system id as X-Boot answers it: a 19-digit snowflake string. */
export const SNOWFLAKE = /^\d{19}$/;

/** A Spring Data page of a system list, read as admin; any other answer fails the test. */
export async function springPage(
  ctx: TestContext,
  path: string,
  query: Record<string, string | number> = {},
): Promise<SpringPage<Row>> {
  const answer = await ctx.admin.get<SpringPage<Row>>(path, query);
  expect(answer.code, answer.message).toBe(200);
  return answer.result;
}

/** The database key of a system id as the API answers it (a snowflake string, server/http/xboot-ids.ts). */
export function keyOf(id: unknown): number {
  const key = Number(decodeId(String(id)));
  if (!Number.isSafeInteger(key)) throw new Error(`not a system id: ${String(id)}`);
  return key;
}

/**
 * For tests that read "today" against the seeded data: the server's clock runs from noon of the day the tests'
 * data is seeded for (FIXED_SEED_DAY), whatever day the tests run on. Call the returned function to go back.
 */
export function onTheSeedDay(): () => void {
  setClock(clockFrom(`${FIXED_SEED_DAY}T12:00:00+08:00`));
  return () => setClock();
}

/**
 * A fresh, empty database `name` on the PostgreSQL server at `adminUrl` (whose user may create databases): its URL,
 * and `drop()` for the file's afterAll. A database of that name left by an interrupted run is dropped first.
 */
export async function scratchDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const control = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await control(`DROP DATABASE IF EXISTS ${name}`);
  await control(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => control(`DROP DATABASE IF EXISTS ${name}`) };
}

/** The header naming a console tab, which the live events tell apart within one session. */
export const CONSOLE_TAB = 'X-Console-Tab';

/** Remembers an environment variable as it is now; the function returned puts it back (unset if it was). */
export function restoringEnv(name: string): () => void {
  const previous = process.env[name];
  return () => {
    if (previous === undefined) delete process.env[name];
    else process.env[name] = previous;
  };
}
