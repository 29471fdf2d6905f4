import { describe, expect, it } from 'vitest';
import { tokenHash } from '../lib/session';
import { login, type PageResult } from './helpers';
import { fileServer } from './file-server';

interface SessionRow {
  id: string;
  username: string;
  current: boolean;
}

const ctx = fileServer();

describe('staff sessions (system/staff-sessions)', () => {
  it('ending a session signs that token out; the list marks the caller’s own and leaves out ended ones', async () => {
    const other = await login(ctx.server.url, 'operator');
    const hash = tokenHash(other.token ?? '');
    const list = await ctx.admin.get<PageResult<SessionRow>>('/staffSession/list', { username: 'operat' });
    const row = list.result.records.find((r) => r.id === hash);
    expect(row).toMatchObject({ username: 'operator', current: false });
    expect(list.result.records.every((r) => r.username === 'operator')).toBe(true);
    const own = await ctx.admin.get<PageResult<SessionRow>>('/staffSession/list', { username: 'admin' });
    expect(own.result.records.find((r) => r.id === tokenHash(ctx.admin.token ?? ''))?.current).toBe(true);

    const first = await ctx.admin.get<PageResult<SessionRow & { createdAt: string }>>('/staffSession/list', {
      pageSize: 1,
    });
    expect(first.result).toMatchObject({ size: 1, current: 1 });
    expect(first.result.records).toHaveLength(1);
    expect(first.result.total).toBeGreaterThanOrEqual(3);
    const all = await ctx.admin.get<PageResult<SessionRow & { createdAt: string }>>('/staffSession/list', {
      pageSize: 50,
    });
    const times = all.result.records.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // Newest first: a session signed in an hour earlier comes after every other one.
    await ctx.server.db.query(
      `UPDATE access_token SET created_at = created_at - interval '1 hour' WHERE token_hash = $1`,
      [hash],
    );
    const later = await ctx.admin.get<PageResult<SessionRow>>('/staffSession/list', { pageSize: 50 });
    expect(later.result.records.at(-1)?.id).toBe(hash);
    expect(all.result.records[0]?.id).toBe(first.result.records[0]?.id);

    // Only sessions alive: one past its absolute end is left out.
    const stale = tokenHash((await login(ctx.server.url, 'operator')).token ?? '');
    await ctx.server.db.query(
      `UPDATE access_token SET absolute_expires_at = now() - interval '1 minute' WHERE token_hash = $1`,
      [stale],
    );
    const alive = await ctx.admin.get<PageResult<SessionRow>>('/staffSession/list', { pageSize: 50 });
    expect(alive.result.records.map((r) => r.id)).not.toContain(stale);
    expect(alive.result.records.map((r) => r.id)).toContain(hash);

    expect((await other.get('/xboot/user/info')).code).toBe(200);
    expect(await ctx.admin.form('/staffSession/end', { id: hash })).toMatchObject({ code: 200, success: true });
    expect((await other.get('/xboot/user/info')).code).toBe(401);
    const after = await ctx.admin.get<PageResult<SessionRow>>('/staffSession/list', { pageSize: 50 });
    expect(after.result.records.some((r) => r.id === hash)).toBe(false);
  });

  it('refuses ending one’s own session, which stays signed in', async () => {
    const answer = await ctx.admin.form('/staffSession/end', { id: tokenHash(ctx.admin.token ?? '') });
    expect(answer).toMatchObject({ code: 500, success: false, message: '不能结束自己当前的会话，请使用退出登录' });
    expect((await ctx.admin.get('/xboot/user/info')).code).toBe(200);
  });

  it('answers 403 to the operator, whose menu lacks the page, and ends nothing', async () => {
    const target = await login(ctx.server.url, 'admin');
    expect((await ctx.operator.get('/staffSession/list')).code).toBe(403);
    expect((await ctx.operator.form('/staffSession/end', { id: tokenHash(target.token ?? '') })).code).toBe(403);
    expect((await target.get('/xboot/user/info')).code).toBe(200);
  });
});
