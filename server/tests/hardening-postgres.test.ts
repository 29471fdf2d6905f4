import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app';
import { applyMoneyChange, CATEGORY } from '../lib/ledger';
import { MAX_ACCOUNT_FAILURES, MAX_CLIENT_FAILURES } from '../lib/login-throttle';
import { passwordChecks } from '../lib/password';
import { Client, login, scratchDatabase } from './helpers';

/** The races of the hardening tests on PostgreSQL (a real pool); runs only with TEST_DATABASE_URL, like postgres.test.ts. */
const adminUrl = process.env.TEST_DATABASE_URL;
const scratch = `hardening_test_${process.pid}`;

describe.skipIf(!adminUrl)('races on PostgreSQL', () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let admin: Client;

  beforeAll(async () => {
    database = await scratchDatabase(adminUrl ?? '', scratch);
    server = await startServer({ port: 0, databaseUrl: database.url });
    admin = await login(server.url, 'admin');
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('gives 10 concurrent saves of one TRC20 address one row (5 rounds)', async () => {
    const [member] = await server.db.query<{ id: number }>('SELECT id FROM member ORDER BY id LIMIT 1');
    for (const round of ['a', 'b', 'c', 'd', 'e']) {
      const address = `TPgRace123456789abcdefghijkmnopqr${round}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          admin.body('/wallet/member-trc20/save', { uid: member?.id, address, realname: 'TRC20' }),
        ),
      );
      const [count] = await server.db.query<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM member_trc20 WHERE card_no = $1',
        [address],
      );
      expect(count?.n, address).toBe(1);
      for (const answer of answers.filter((a) => a.code !== 200))
        expect(answer.message).toBe(`该地址已被绑定（会员ID ${member?.id}）`);
    }
  });

  it('gives 10 concurrent adds of one shop industry name one row (5 rounds)', async () => {
    for (const round of ['一', '二', '三', '四', '五']) {
      const industryName = `并发行业${round}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => admin.body('/memberShop/industry/modify', { industryName, status: 1 })),
      );
      const [count] = await server.db.query<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM shop_industry WHERE industry_name = $1',
        [industryName],
      );
      expect(count?.n, industryName).toBe(1);
      expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.code !== 200)) expect(answer.message).toBe('行业名称已存在');
    }
  });

  it('gives 10 concurrent open applications of one shop name one application, and debits only its member', async () => {
    const [pick] = await server.db.query<{ systemId: number; industryId: number; deposit: string }>(
      `SELECT y.id AS "systemId", i.id AS "industryId", y.deposit::text AS deposit FROM shop_system y
       JOIN shop_industry i ON i.shop_system_id = y.id AND i.status = 1 WHERE y.status = 1 AND y.deposit > 0
       ORDER BY y.id LIMIT 1`,
    );
    for (const round of [1, 2, 3]) {
      const shopName = `并发新店${round}`;
      const uids: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const [row] = await server.db.query<{ id: number }>(
          'INSERT INTO member (real_name, phone, register_time) VALUES ($1, $2, now()) RETURNING id',
          [`race ${round}-${i}`, `196${String(round * 100 + i).padStart(8, '0')}`],
        );
        const uid = row?.id ?? 0;
        await server.db.transaction((tx) =>
          applyMoneyChange(tx, { uid, currency: 'USDT', amount: '10000', category: CATEGORY.recharge, bizCode: 10001 }),
        );
        uids.push(uid);
      }
      const answers = await Promise.all(
        uids.map((uid) =>
          admin.body('/memberShop/applyModify', {
            uid,
            shopSystemId: pick?.systemId,
            industryId: pick?.industryId,
            shopName,
          }),
        ),
      );
      const [count] = await server.db.query<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM member_shop_apply WHERE shop_name = $1',
        [shopName],
      );
      expect(count?.n, shopName).toBe(1);
      expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.code !== 200)) expect(answer.message).toBe('店铺名称已存在');
      const [debited] = await server.db.query<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM member WHERE id = ANY($1::int[]) AND usdt_balance < 10000',
        [uids],
      );
      expect(debited?.n).toBe(1);
    }
  });

  it('gives 100 parallel wrong logins exactly 10 wrong-password checks and no token to a right one inside', async () => {
    // At the production cost, so the whole burst has reached the server while the first checks run, as a real burst
    // does: at the tests' cheap cost the right password could be answered before the rest had arrived.
    await server.db.query("UPDATE staff_user SET password_hash = $1 WHERE username = 'operator'", [
      bcrypt.hashSync('123456', 10),
    ]);
    const anonymous = new Client(server.url);
    const before = passwordChecks();
    const passwords = Array.from({ length: 101 }, (_, i) => (i === 5 ? '123456' : `wrong-${i}`));
    const answers = await Promise.all(
      passwords.map((password) => anonymous.form('/xboot/login', { username: 'operator', password })),
    );
    // Only wrong passwords count: 10 are checked, plus the right one if it got a slot before the pair locked.
    const [row] = await server.db.query<{ failed: number }>(
      `SELECT failed_count AS failed FROM login_failure WHERE account = 'operator' AND client <> ''`,
    );
    expect(row?.failed).toBe(10);
    expect(passwordChecks() - before).toBeLessThanOrEqual(11);
    expect(answers.filter((answer) => answer.code === 200)).toEqual([]);
  });

  it('lets 20 right logins of one user at once from one address all in, and the next one too', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(server.url, 'admin').then(() => 200)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => 200));
    await login(server.url, 'admin');
  });

  it('gives parallel bursts exactly the per-client and the per-account ceilings of password checks', async () => {
    const previousTrust = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    const loginFrom = async (ip: string, username: string): Promise<void> => {
      await fetch(`${server.url}/admin-api/xboot/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
        body: new URLSearchParams({ username, password: 'guess' }).toString(),
      });
    };
    try {
      let before = passwordChecks();
      await Promise.all(Array.from({ length: 150 }, (_, i) => loginFrom('10.3.0.1', `spray-${i}`)));
      expect(passwordChecks() - before).toBe(MAX_CLIENT_FAILURES);
      before = passwordChecks();
      await Promise.all(Array.from({ length: 100 }, (_, i) => loginFrom(`10.4.0.${i + 1}`, 'swarmed')));
      expect(passwordChecks() - before).toBe(MAX_ACCOUNT_FAILURES);
    } finally {
      if (previousTrust === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = previousTrust;
    }
    // 130 bcrypt checks on a shared machine: well past the default 30 s when the whole suite runs.
  }, 120_000);
});
