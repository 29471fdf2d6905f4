import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beforeStatement, startTestServer, type TestContext } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestServer();
});
afterAll(async () => {
  await ctx.server.close();
});

describe('a save that loses a race on a UNIQUE constraint (23505)', () => {
  it('answers the business refusal of that constraint, no database text and no "unexpected error"', async () => {
    const name = 'ROLE_RACE_LOSER';
    const restore = beforeStatement(ctx.server.db, 'INSERT INTO role', () =>
      ctx.server.db.query(`INSERT INTO role (name, description) VALUES ($1, 'the winner')`, [name]),
    );
    try {
      const answer = await ctx.admin.form('/xboot/role/save', { name, description: 'the loser' });
      expect(answer).toMatchObject({ code: 500, success: false, message: '角色名称已存在' });
    } finally {
      restore();
    }
    const rows = await ctx.server.db.query<{ description: string }>('SELECT description FROM role WHERE name = $1', [
      name,
    ]);
    expect(rows).toEqual([{ description: 'the winner' }]);
  });

  it('answers a generic "already exists" for a constraint without its own words', async () => {
    const { uniqueViolationMessage, DUPLICATE } = await import('../db/unique');
    expect(uniqueViolationMessage({ code: '23505', constraint: 'some_new_key' })).toBe(DUPLICATE);
    expect(DUPLICATE).toMatch(/已存在/);
  });
});
