import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app';
import { passwordChecks } from '../lib/password';
import { Client, login } from './helpers';

/** The races of issue 11 on PostgreSQL (a real pool); runs only with TEST_DATABASE_URL, like postgres.test.ts. */
const adminUrl = process.env.TEST_DATABASE_URL;
const scratch = `hardening_test_${process.pid}`;

describe.skipIf(!adminUrl)('races on PostgreSQL', () => {
  let server: RunningServer;
  let admin: Client;

  beforeAll(async () => {
    const url = new URL(adminUrl ?? '');
    const control = new pg.Client({ connectionString: url.toString() });
    await control.connect();
    await control.query(`DROP DATABASE IF EXISTS ${scratch}`);
    await control.query(`CREATE DATABASE ${scratch}`);
    await control.end();
    url.pathname = `/${scratch}`;
    server = await startServer({ port: 0, databaseUrl: url.toString() });
    admin = await login(server.url, 'admin');
  });

  afterAll(async () => {
    await server?.close();
    const control = new pg.Client({ connectionString: adminUrl });
    await control.connect();
    await control.query(`DROP DATABASE IF EXISTS ${scratch}`);
    await control.end();
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

  it('gives 100 parallel wrong logins exactly 10 password checks and no token to a right one inside', async () => {
    const anonymous = new Client(server.url);
    const before = passwordChecks();
    const passwords = Array.from({ length: 101 }, (_, i) => (i === 5 ? '123456' : `wrong-${i}`));
    const answers = await Promise.all(
      passwords.map((password) => anonymous.form('/xboot/login', { username: 'operator', password })),
    );
    expect(passwordChecks() - before).toBe(10);
    expect(answers.filter((answer) => answer.code === 200)).toEqual([]);
  });
});
