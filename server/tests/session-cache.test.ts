/**
 * The session cache (server/lib/session.ts): a session resolved once is not asked again while no write made through
 * the server has ended since. Reading a session for the first time reads its grants on the way (a query with a common
 * table expression); that read must not count as a write, or the session would miss the cache on the very next
 * request — and a test of the cache across instances would pass whether the live feed told the other one or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable, SqlParam } from '../db/types';
import type { WriteClock } from '../db/writes';
import { resolveToken } from '../lib/session';
import { startTestServer, type TestContext } from './helpers';

describe('the session cache', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestServer();
  });
  afterAll(async () => {
    await ctx.server.close();
  });

  /** The server's database, counting the statements it is asked. */
  function counted(): { db: Queryable; statements: string[] } {
    const db = ctx.server.db;
    const statements: string[] = [];
    return {
      statements,
      db: {
        writes: db.writes,
        exec: (sql: string) => db.exec(sql),
        query: <T>(sql: string, params?: readonly SqlParam[]): Promise<T[]> => {
          statements.push(sql);
          return db.query<T>(sql, params);
        },
      },
    };
  }

  it('reads a session for the first time without moving the write clock, then answers from the cache', async () => {
    const { db, statements } = counted();
    const clock = db.writes as WriteClock;
    const before = clock.now();
    const first = await resolveToken(db, ctx.operator.token ?? '', 720);
    expect(first?.username).toBe('operator');
    expect(statements.some((sql) => /^\s*WITH\b/i.test(sql))).toBe(true);
    expect(clock.now()).toBe(before);
    statements.length = 0;
    expect((await resolveToken(db, ctx.operator.token ?? '', 720))?.username).toBe('operator');
    expect(statements).toEqual([]);
  });
});
