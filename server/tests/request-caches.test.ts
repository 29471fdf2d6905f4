/**
 * The request path's reuse (the load goals): the write clock, the list totals' reuse, and PGlite's named
 * statements. The session and grant caches are held to "at once" by the session, lock, disable and permission tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../db/pglite';
import type { Db, Queryable, SqlParam } from '../db/types';
import { mayWrite, trackWrites, type WriteClock } from '../db/writes';
import { eq } from '../kit/filters';
import { runList, sum } from '../kit/list';
import type { ListSpec } from '../kit/types';
import { startTestServer, type TestContext } from './helpers';
import { emptyDatabase } from './templates';

describe('write clock', () => {
  it('tells reads from statements that may write', () => {
    expect(mayWrite('SELECT id FROM member WHERE id = $1')).toBe(false);
    expect(mayWrite('\n  select count(*) from member')).toBe(false);
    expect(mayWrite('UPDATE member SET score = 1')).toBe(true);
    expect(mayWrite('INSERT INTO t VALUES (1)')).toBe(true);
    expect(mayWrite('WITH moved AS (UPDATE t SET a = 1 RETURNING a) SELECT * FROM moved')).toBe(true);
    expect(mayWrite('with gone as (delete from t returning a) select * from gone')).toBe(true);
    expect(mayWrite('WITH RECURSIVE up AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM up) SELECT * FROM up')).toBe(
      false,
    );
    expect(mayWrite('WITH mine AS (SELECT id, update_time FROM t) SELECT * FROM mine')).toBe(false);
    expect(mayWrite('WITH next AS (SELECT nextval($1) AS id) SELECT id FROM next')).toBe(true);
    expect(mayWrite('WITH locked AS (SELECT id FROM t FOR UPDATE) SELECT * FROM locked')).toBe(true);
    expect(mayWrite('SELECT * FROM t WHERE id = 1 FOR UPDATE')).toBe(true);
    expect(mayWrite('SELECT nextval($1)')).toBe(true);
    expect(mayWrite('CREATE INDEX i ON t(a)')).toBe(true);
  });

  it('advances when a write or a transaction ends, failed or not, and not for a read', async () => {
    const calls: string[] = [];
    const fake: Db = {
      kind: 'pg',
      query: <T>(sql: string): Promise<T[]> => {
        calls.push(sql);
        return sql.includes('boom') ? Promise.reject(new Error('boom')) : Promise.resolve([] as T[]);
      },
      exec: () => Promise.resolve(),
      transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
        fn({ query: () => Promise.resolve([]), exec: async () => {} }),
      close: () => Promise.resolve(),
    };
    const db = trackWrites(fake);
    const clock = db.writes as WriteClock;
    await db.query('SELECT 1');
    expect(clock.now()).toBe(0);
    await db.query('UPDATE t SET a = 1');
    expect(clock.now()).toBe(1);
    await expect(db.query('UPDATE boom SET a = 1')).rejects.toThrow('boom');
    expect(clock.now()).toBe(2);
    await expect(db.transaction(() => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    expect(clock.now()).toBe(3);
    await db.exec('CREATE TABLE x (a int)');
    expect(clock.now()).toBe(4);
    expect(calls).toEqual(['SELECT 1', 'UPDATE t SET a = 1', 'UPDATE boom SET a = 1']);
  });
});

describe('list totals reuse', () => {
  const spec: ListSpec = {
    from: 'demo d',
    select: 'd.id',
    filters: { status: eq('d.status') },
    order: 'd.id',
    extra: { amount: sum('d.amount') },
  };
  /** A database that answers every statement with one page row and totals from `state`, recording the SQL. */
  function fakeDb(state: { total: number; amount: number }): { db: Queryable; statements: string[]; write(): void } {
    let generation = 0;
    const statements: string[] = [];
    const db: Queryable = {
      writes: { now: () => generation },
      query: <T>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> => {
        statements.push(sql);
        expect(params.at(-2)).toBe(10); // the page size is always bound
        const row = { id: 1, __present: 1, __total: state.total, __amount: state.amount };
        return Promise.resolve([row] as T[]);
      },
      exec: () => Promise.resolve(),
    };
    return { db, statements, write: () => (generation += 1) };
  }

  it('reads the page alone while no write has ended, and the totals again after one', async () => {
    const state = { total: 7, amount: 12.5 };
    const { db, statements, write } = fakeDb(state);
    const first = await runList(db, spec, { status: '1' });
    expect(first).toMatchObject({ total: 7, amount: 12.5, records: [{ id: 1 }] });
    // the statement's own columns (the totals, `__present`) stay out of the rows
    expect((first as { records: unknown[] }).records).toEqual([{ id: 1 }]);
    state.total = 8; // changed behind the clock's back: the reuse shows the totals it read
    const second = await runList(db, spec, { status: '1' });
    expect(second).toMatchObject({ total: 7, amount: 12.5, records: [{ id: 1 }] });
    expect(statements[0]).toContain('COUNT(*)');
    expect(statements[1]).not.toContain('COUNT(*)');
    write();
    expect(await runList(db, spec, { status: '1' })).toMatchObject({ total: 8 });
    expect(statements[2]).toContain('COUNT(*)');
    // another filter has totals of its own
    await runList(db, spec, { status: '2' });
    expect(statements[3]).toContain('COUNT(*)');
  });

  it('never reuses with LIST_TOTALS_TTL_MS=0', async () => {
    const { db, statements } = fakeDb({ total: 3, amount: 1 });
    process.env.LIST_TOTALS_TTL_MS = '0';
    try {
      await runList(db, spec, {});
      await runList(db, spec, {});
    } finally {
      delete process.env.LIST_TOTALS_TTL_MS;
    }
    expect(statements.filter((sql) => sql.includes('COUNT(*)'))).toHaveLength(2);
  });
});

describe('the withdrawal list after a write', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestServer();
  });
  afterAll(async () => {
    await ctx.server.close();
  });

  interface WithdrawPage {
    pageInfoVO: { total: number; records: { orderNo: string }[] };
    totalWithdrawAmount: number;
  }

  it('shows the new total, sum and row at once', async () => {
    const list = async (): Promise<WithdrawPage> =>
      (await ctx.admin.get<WithdrawPage>('/wallet/member-withdraw/list', { page: 1, pageSize: 15 })).result;
    await list();
    const before = await list(); // the second read reuses the first one's totals
    await ctx.server.db.query(
      `INSERT INTO withdraw_order (order_no, user_id, currency, withdraw_amount, usdt_amount, fee_amount,
         transfer_amount, status, created_time)
       SELECT 'CACHE-PROBE-1', MIN(id), 'USDT', 123.45, 123.45, 0, 123.45, 1, now() + interval '1 day' FROM member`,
    );
    const after = await list();
    expect(after.pageInfoVO.total).toBe(before.pageInfoVO.total + 1);
    expect(after.totalWithdrawAmount).toBeCloseTo(before.totalWithdrawAmount + 123.45, 2);
    expect(after.pageInfoVO.records[0]?.orderNo).toBe('CACHE-PROBE-1');
  });
});

describe('PGlite named statements', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite('memory', emptyDatabase());
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, flag boolean, at timestamp, amount numeric(10,2));
      INSERT INTO t SELECT g, 'n' || g, g % 2 = 0, '2026-11-01'::timestamp + g * interval '1 hour', g * 1.5
      FROM generate_series(1, 300) g;`);
  });
  afterAll(async () => {
    await db.close();
  });

  it('binds every kind of parameter and parses the rows as PGlite does', async () => {
    const sql = `SELECT id, name, flag, amount::float8 AS amount, to_char(at, 'YYYY-MM-DD HH24:MI') AS at FROM t
      WHERE id = ANY($1::int[]) AND flag = $2 AND name ILIKE '%' || $3 || '%' AND ($4::text IS NULL OR name = $4)
      ORDER BY id LIMIT $5`;
    const params: SqlParam[] = [[2, 4, 5, 12], true, 'n', null, 10];
    const rows = await db.query(sql, params);
    expect(rows).toEqual([
      { id: 2, name: 'n2', flag: true, amount: 3, at: '2026-11-01 02:00' },
      { id: 4, name: 'n4', flag: true, amount: 6, at: '2026-11-01 04:00' },
      { id: 12, name: 'n12', flag: true, amount: 18, at: '2026-11-01 12:00' },
    ]);
    expect(await db.query(sql, params)).toEqual(rows); // the second time through the kept statement
  });

  it("reads every kind of column as PGlite's own query does (rows taken from its raw output)", async () => {
    const sql = `SELECT id, id::int2 AS small, (id * 10000000000)::int8 AS big, amount, amount::float8 AS float,
        amount::float4 AS real, flag, name, '会员 ' || name || ' ✓' AS wide, repeat('长', 40) || name AS long,
        at, at::timestamptz AS atz, at::date AS day, json_build_object('k', id, 'n', name) AS j,
        jsonb_build_object('k', id) AS jb, ARRAY[id, id + 1] AS arr, ARRAY[name, NULL] AS names,
        decode('00ff', 'hex') AS bin, NULL::text AS nothing, '' AS blank, gen_random_uuid() IS NOT NULL AS uuid_ok,
        interval '1 day 2 hours' AS span, id::text::oid AS o, 'a"b\\c' AS quoted
      FROM t WHERE id = ANY($1::int[]) ORDER BY id`;
    const params: SqlParam[] = [[1, 2, 3]];
    const own = await PGlite.create();
    try {
      await own.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, flag boolean, at timestamp, amount numeric(10,2));
        INSERT INTO t SELECT g, 'n' || g, g % 2 = 0, '2026-11-01'::timestamp + g * interval '1 hour', g * 1.5
        FROM generate_series(1, 3) g;`);
      const expected = (await own.query(sql, [...params])).rows;
      expect(expected).toHaveLength(3);
      expect(await db.query(sql, params)).toEqual(expected);
      expect(await db.query(sql, params)).toEqual(expected); // through the kept statement
    } finally {
      await own.close();
    }
  });

  it('keeps answering after an error and beyond the statements it keeps', async () => {
    await expect(db.query('SELECT missing FROM t WHERE id = $1', [1])).rejects.toThrow(/missing/);
    expect(await db.query('SELECT name FROM t WHERE id = $1', [3])).toEqual([{ name: 'n3' }]);
    // Errors in the one input that binds, executes and syncs a kept statement: a refused value, then a failing row.
    await expect(db.query('SELECT name FROM t WHERE id = $1', ['three'])).rejects.toThrow(/invalid input/);
    expect(await db.query('SELECT name FROM t WHERE id = $1', [3])).toEqual([{ name: 'n3' }]);
    await expect(db.query('SELECT 100 / (id - $1) AS n FROM t WHERE id <= 4', [3])).rejects.toThrow(/division/);
    expect(await db.query('SELECT 100 / (id - $1) AS n FROM t WHERE id = 4', [3])).toEqual([{ n: 100 }]);
    for (let i = 1; i <= 250; i += 1) await db.query(`SELECT ${i} AS n, name FROM t WHERE id = $1`, [i]);
    expect(await db.query('SELECT 1 AS n, name FROM t WHERE id = $1', [1])).toEqual([{ n: 1, name: 'n1' }]);
  });

  it('waits for an open transaction instead of reading inside it', async () => {
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = (): void => {};
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id, name) VALUES (1000, 'pending')");
      inserted();
      await held;
    });
    await insertedYet;
    let read: unknown[] | undefined;
    const reading = db.query('SELECT name FROM t WHERE id = $1', [1000]).then((rows) => (read = rows));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBeUndefined(); // not read inside the open transaction
    release();
    await transaction;
    await reading;
    expect(read).toEqual([{ name: 'pending' }]);
  });
});
