import { describe, expect, it } from 'vitest';
import { UNIQUE_NAME_MIGRATIONS } from '../screens/shops/shops.tables';
import { beforeStatement, type Row } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

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
      expect((await ctx.admin.form('/xboot/user/edit', { avatar })).code, avatar).toBe(200);
    }
    for (const avatar of [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      '//evil.example/a.png',
      'ftp://x/y.png',
    ]) {
      expect((await ctx.admin.form('/xboot/user/edit', { avatar })).code, avatar).toBe(500);
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

/** Rows of `table` where `column` = `value`. */
async function countWhere(table: string, column: string, value: string, extra = 'true'): Promise<number> {
  const [row] = await ctx.server.db.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM ${table} WHERE ${column} = $1 AND ${extra}`,
    [value],
  );
  return row?.n ?? 0;
}

describe('shop industry names', () => {
  it('are unique: a save racing another past its check answers "行业名称已存在" and adds no second row', async () => {
    const db = ctx.server.db;
    const winner = (industryName: string) => () =>
      db.query(`INSERT INTO shop_industry (industry_name, created_time) VALUES ($1, '2026-11-24 12:00:00')`, [
        industryName,
      ]);
    let restore = beforeStatement(db, 'INSERT INTO shop_industry', winner('竞速行业'));
    try {
      const added = await ctx.admin.body('/memberShop/industry/modify', { industryName: '竞速行业', status: 1 });
      expect(added).toMatchObject({ code: 500, message: '行业名称已存在' });
    } finally {
      restore();
    }
    // The racing row joined the refused save's transaction (helpers.ts beforeStatement) and went with it.
    expect(await countWhere('shop_industry', 'industry_name', '竞速行业')).toBe(0);

    const [own] = await db.query<{ id: number }>(
      `INSERT INTO shop_industry (industry_name, created_time) VALUES ('改名前', '2026-11-24 12:00:00') RETURNING id`,
    );
    restore = beforeStatement(db, 'UPDATE shop_industry', winner('改名竞速'));
    try {
      const edited = await ctx.admin.body('/memberShop/industry/modify', { id: own?.id, industryName: '改名竞速' });
      expect(edited).toMatchObject({ code: 500, message: '行业名称已存在' });
    } finally {
      restore();
    }
    expect(await countWhere('shop_industry', 'industry_name', '改名竞速')).toBe(0);
    expect(await countWhere('shop_industry', 'industry_name', '改名前')).toBe(1);
  });
});

describe('shop names', () => {
  it('are unique among open applications in 0/1 and among normal shops, in the database too', async () => {
    const db = ctx.server.db;
    const [pending] = await db.query<{ id: number; name: string }>(
      `SELECT id, shop_name AS name FROM member_shop_apply WHERE apply_type = 1 AND status = 1 ORDER BY id LIMIT 1`,
    );
    // A second open application of the same name (a race past the check on PostgreSQL) is refused by the database.
    await expect(
      db.query(
        `INSERT INTO member_shop_apply (apply_no, apply_type, uid, shop_name, shop_system_id, status, created_time)
         SELECT 'OA-RACE', 1, uid, shop_name, shop_system_id, 0, created_time FROM member_shop_apply WHERE id = $1`,
        [pending?.id],
      ),
    ).rejects.toMatchObject({ code: '23505' });
    // A normal shop taking the pending application's name (what the two indexes alone could not see) is refused by
    // the database too, in the words of the application's index; and an open application a normal shop's name.
    await expect(
      db.query(
        `INSERT INTO member_shop (shop_no, uid, shop_name, shop_system_id, status, open_time)
         SELECT 'SH-RACE', uid, shop_name, shop_system_id, 1, created_time FROM member_shop_apply WHERE id = $1`,
        [pending?.id],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'member_shop_apply_open_name_key' });
    await expect(
      db.query(
        `INSERT INTO member_shop_apply (apply_no, apply_type, uid, shop_name, shop_system_id, status, created_time)
         SELECT 'OA-SHOP', 1, uid, shop_name, shop_system_id, 0, open_time FROM member_shop WHERE status = 1 LIMIT 1`,
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'member_shop_open_name_key' });
    expect(await countWhere('member_shop', 'shop_name', pending?.name ?? '', 'status = 1')).toBe(0);
  });
});

describe('the unique-name migrations on a database that already has duplicates', () => {
  it('keep the oldest: newer industries merged into it, newer shops and open applications renamed', async () => {
    const rollback = new Error('rollback');
    const outcome = ctx.server.db.transaction(async (tx) => {
      await tx.exec(`DROP INDEX shop_industry_name_key; DROP INDEX member_shop_open_name_key;
        DROP INDEX member_shop_apply_open_name_key`);
      const [shop] = await tx.query<{ id: number; name: string; industryId: number; industry: string }>(
        `SELECT s.id, s.shop_name AS name, s.industry_id AS "industryId", i.industry_name AS industry
         FROM member_shop s JOIN shop_industry i ON i.id = s.industry_id WHERE s.status = 1 ORDER BY s.id LIMIT 1`,
      );
      const [copy] = await tx.query<{ id: number }>(
        `INSERT INTO shop_industry (industry_name, created_time) VALUES ($1, now()) RETURNING id`,
        [shop?.industry],
      );
      const [twin] = await tx.query<{ id: number; shopNo: string }>(
        `INSERT INTO member_shop (shop_no, uid, shop_name, shop_system_id, industry_id, status, open_time)
         SELECT 'SH-TWIN', uid, shop_name, shop_system_id, $2, 1, open_time FROM member_shop WHERE id = $1
         RETURNING id, shop_no AS "shopNo"`,
        [shop?.id, copy?.id],
      );
      const [pending] = await tx.query<{ id: number; name: string }>(
        `SELECT id, shop_name AS name FROM member_shop_apply WHERE apply_type = 1 AND status = 1 ORDER BY id LIMIT 1`,
      );
      await tx.query(
        `INSERT INTO member_shop_apply (apply_no, apply_type, uid, shop_name, shop_system_id, status, created_time)
         SELECT 'OA-TWIN', 1, uid, shop_name, shop_system_id, 0, created_time FROM member_shop_apply WHERE id = $1`,
        [pending?.id],
      );
      for (const migration of UNIQUE_NAME_MIGRATIONS) await tx.exec(migration.sql);

      const industries = await tx.query<{ id: number }>('SELECT id FROM shop_industry WHERE industry_name = $1', [
        shop?.industry,
      ]);
      expect(industries).toEqual([{ id: shop?.industryId }]);
      const shops = await tx.query<{ id: number; name: string; industryId: number }>(
        `SELECT id, shop_name AS name, industry_id AS "industryId" FROM member_shop WHERE id IN ($1, $2) ORDER BY id`,
        [shop?.id, twin?.id],
      );
      expect(shops).toEqual([
        { id: shop?.id, name: shop?.name, industryId: shop?.industryId },
        { id: twin?.id, name: `${shop?.name ?? ''}-SH-TWIN`, industryId: shop?.industryId },
      ]);
      const applications = await tx.query<{ applyNo: string; name: string }>(
        `SELECT apply_no AS "applyNo", shop_name AS name FROM member_shop_apply WHERE id = $1 OR apply_no = 'OA-TWIN'
         ORDER BY id`,
        [pending?.id],
      );
      expect(applications.map((row) => row.name)).toEqual([pending?.name, `${pending?.name ?? ''}-OA-TWIN`]);
      throw rollback;
    });
    await expect(outcome).rejects.toBe(rollback);
    const indexes = await ctx.server.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM pg_indexes WHERE indexname IN
        ('shop_industry_name_key', 'member_shop_open_name_key', 'member_shop_apply_open_name_key')`,
    );
    expect(indexes[0]?.n).toBe(3);
  });
});
