/**
 * Two servers of one process, each on a database of its own — as the server tests run, a worker's files sharing one
 * module graph. Both databases have users, roles and settings of the same ids, so a cache of the server's modules
 * keyed by id alone would answer one server with what the other read: settings and grants are kept per database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestContext } from './helpers';

let a: TestContext;
let b: TestContext;

beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer();
}, 120_000);

afterAll(async () => {
  await a?.server.close();
  await b?.server.close();
});

/** A USDT debit far above any balance: refused, unless four-eyes holds it for a second approval. */
const bigDebit = (ctx: TestContext) =>
  ctx.admin.body<{ pending?: boolean }>('/wallet/user/balance_update', {
    uid: 10007,
    currency: 'USDT',
    type: 2,
    amount: '999999999',
    remark: '扣款',
  });

it('a setting saved on one server is not read by the other', async () => {
  const [setting] = await a.server.db.query<{ id: number }>("SELECT id FROM setting WHERE key = 'fourEyesUsdt'");
  expect(await a.admin.form('/xboot/setting/edit', { id: setting?.id ?? 0, value: '100' })).toMatchObject({
    code: 200,
  });
  expect((await bigDebit(a)).result).toMatchObject({ pending: true });
  const onB = await bigDebit(b);
  expect(onB.success).toBe(false);
  expect(onB.message).toBe('余额不足');
});

it("a user's grants read on one server are not the other's, at the same grant version", async () => {
  // Operator loses every role on a; b's grants change nothing but move its version alike.
  const operatorId = "(SELECT id FROM staff_user WHERE username = 'operator')";
  await a.server.db.query(`DELETE FROM user_role WHERE user_id = ${operatorId}`);
  await b.server.db.query(`DELETE FROM user_role WHERE user_id = ${operatorId} AND false`);
  const version = async (ctx: TestContext) =>
    (await ctx.server.db.query<{ v: string }>('SELECT v::text AS v FROM grant_version'))[0]?.v;
  expect(await version(a)).toBe(await version(b));
  expect((await a.operator.get('/audit/list')).code).toBe(403);
  expect((await b.operator.get('/audit/list')).code).toBe(200);
});
