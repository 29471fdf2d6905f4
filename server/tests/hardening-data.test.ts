import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Row, type TestContext } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestServer();
});
afterAll(async () => {
  await ctx.server.close();
});

describe('TRC20 address uniqueness', () => {
  it('gives 10 concurrent saves of one address one row and the same clear message to the rest', async () => {
    const address = 'TXYZabcdefghijkmnopqrstuvwxyz12345';
    const [member] = await ctx.server.db.query<{ id: number }>('SELECT id FROM member ORDER BY id LIMIT 1');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.admin.body('/wallet/member-trc20/save', { uid: member?.id, address, realname: 'TRC20' }),
      ),
    );
    const [count] = await ctx.server.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM member_trc20 WHERE card_no = $1',
      [address],
    );
    expect(count?.n).toBe(1);
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.code !== 200))
      expect(answer.message).toBe(`该地址已被绑定（会员ID ${member?.id}）`);
  });
});

describe('analytics account secrets', () => {
  it('are encrypted at rest, shown to editors and masked for read-only callers', async () => {
    const saved = await ctx.admin.body<number>('/analyticsAccount/save', {
      username: 'probe',
      password: 'pa55-secret',
      cookie: 'sid=abc',
    });
    expect(saved.code).toBe(200);
    const [stored] = await ctx.server.db.query<{ password: string; cookie: string }>(
      'SELECT password, cookie FROM analytics_account WHERE id = $1',
      [saved.result],
    );
    expect(stored?.password).not.toContain('pa55-secret');
    expect(stored?.cookie).not.toContain('sid=abc');
    const seeded = await ctx.server.db.query<{ password: string }>(
      `SELECT password FROM analytics_account WHERE password <> ''`,
    );
    for (const row of seeded) expect(row.password.startsWith('enc:v1:')).toBe(true);

    const forAdmin = (await ctx.admin.get<Row[]>('/analyticsAccount/list')).result.find(
      (row) => row.id === saved.result,
    );
    expect(forAdmin).toMatchObject({ password: 'pa55-secret', cookie: 'sid=abc' });
    const forOperator = (await ctx.operator.get<Row[]>('/analyticsAccount/list')).result.find(
      (row) => row.id === saved.result,
    );
    expect(forOperator).toMatchObject({ password: '******', cookie: '******' });
  });
});

describe('avatar address', () => {
  it('accepts http(s) and same-origin paths only', async () => {
    for (const avatar of ['https://cdn.example.com/a.png', 'http://example.com/b.jpg', '/upload/c.png', '']) {
      expect((await ctx.admin.body('/xboot/user/edit', { avatar })).code, avatar).toBe(200);
    }
    for (const avatar of [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      '//evil.example/a.png',
      'ftp://x/y.png',
    ]) {
      expect((await ctx.admin.body('/xboot/user/edit', { avatar })).code, avatar).toBe(500);
    }
  });
});

describe('withdrawal list indexes', () => {
  it('cover the filtered columns', async () => {
    const rows = await ctx.server.db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'withdraw_order'`,
    );
    const defs = rows.map((row) => row.indexdef).join('\n');
    for (const column of ['(status', 'handle_time', 'currency', 'withdraw_amount']) expect(defs).toContain(column);
  });
});
