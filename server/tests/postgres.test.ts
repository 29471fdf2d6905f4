import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app';
import { login, type Client, type PageResult, type Row, scratchDatabase } from './helpers';

/**
 * Runs only with TEST_DATABASE_URL (a PostgreSQL server whose user may create databases), e.g.
 * TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres. A scratch database is created and dropped.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const scratch = `contract_test_${process.pid}`;

describe.skipIf(!adminUrl)('PostgreSQL adapter', () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let admin: Client;
  let databaseUrl: string;

  beforeAll(async () => {
    database = await scratchDatabase(adminUrl ?? '', scratch);
    databaseUrl = database.url;
    server = await startServer({ port: 0, databaseUrl });
    admin = await login(server.url, 'admin');
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('serves the same shapes as PGlite', async () => {
    const list = await admin.get<{ pageInfoVO: PageResult<Row>; totalWithdrawAmount: number }>(
      '/wallet/member-withdraw/list',
      {
        status: 1,
        isTest: 0,
        startTime: '2026-10-01',
        endTime: '2026-11-21',
        sortField: 'withdrawAmount',
        sortOrder: 'desc',
      },
    );
    expect(list.code, list.message).toBe(200);
    const row = list.result.pageInfoVO.records[0] as Row;
    expect(typeof row.withdrawAmount).toBe('number');
    expect(String(row.createdTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(typeof list.result.totalWithdrawAmount).toBe('number');
    const configs = await admin.get<Row[]>('/myTeam/configlist');
    expect(typeof configs.result[0]?.upgradeCondition).toBe('object');
    expect((await admin.get<unknown[]>('/xboot/permission/getMenuList')).result.length).toBe(8);
  });

  it('reviews in a transaction-safe way and keeps data across restarts', async () => {
    const id = Number(
      (await admin.get<{ pageInfoVO: PageResult<Row> }>('/wallet/member-withdraw/list', { status: 1 })).result
        .pageInfoVO.records[0]?.id,
    );
    expect((await admin.body('/wallet/member-withdraw/withdraw/review', { id, status: 2 })).code).toBe(200);
    expect((await admin.body('/wallet/member-withdraw/withdraw/review', { id, status: 2 })).code).toBe(500);
    const goods = await admin.body<{ scoreGoods: Row; scoreGoodsStockList: Row[] }>('/score/goods/info', { id: 2 });
    expect(
      (
        await admin.body('/score/goods/update', {
          ...goods.result,
          scoreGoods: { ...goods.result.scoreGoods, scorePrice: 77 },
        })
      ).code,
    ).toBe(200);
    await server.close();
    server = await startServer({ port: 0, databaseUrl });
    const [row] = await server.db.query<{ status: number }>('SELECT status FROM withdraw_order WHERE id = $1', [id]);
    expect(row?.status).toBe(2);
    const [price] = await server.db.query<{ score: number }>(
      'SELECT score_price AS score FROM score_goods WHERE id = 2',
    );
    expect(price?.score).toBe(77);
  });
});
