import { describe, expect, it } from 'vitest';
import { beforeStatement } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

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
    // The racing row joined the refused save's transaction (helpers.ts beforeStatement): neither is kept.
    expect(rows).toEqual([]);
  });

  it('answers a generic "already exists" for a constraint without its own words', async () => {
    const { uniqueViolationMessage, DUPLICATE } = await import('../db/unique');
    expect(uniqueViolationMessage({ code: '23505', constraint: 'some_new_key' })).toBe(DUPLICATE);
    expect(DUPLICATE).toMatch(/已存在/);
  });

  it("answers the check's words for the other unique values too (a bank code racing past its check)", async () => {
    const restore = beforeStatement(ctx.server.db, 'INSERT INTO bank_config', () =>
      ctx.server.db.query(
        `INSERT INTO bank_config (bank_name, bank_code, created_time) VALUES ('先到的银行', 'RACEBANK', now())`,
      ),
    );
    try {
      const answer = await ctx.admin.body('/wallet/bank-config/save', { bankName: '后到的银行', bankCode: 'RACEBANK' });
      expect(answer).toMatchObject({ code: 500, message: '银行编码已存在' });
    } finally {
      restore();
    }
  });

  it('names only constraints and indexes the database has (a renamed index would fall back silently)', async () => {
    const { UNIQUE_MESSAGES } = await import('../db/unique');
    const names = Object.keys(UNIQUE_MESSAGES);
    const rows = await ctx.server.db.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE indexname = ANY($1::text[])
       UNION SELECT conname FROM pg_constraint WHERE conname = ANY($1::text[])`,
      [names],
    );
    expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
  });
});
