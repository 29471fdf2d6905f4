import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { tokenHash } from '../lib/session';
import { Client, login } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

async function addStaff(username: string, status = 0): Promise<void> {
  const hash = await bcrypt.hash('123456', 4);
  await ctx.server.db.query(
    `INSERT INTO staff_user (username, password_hash, nickname, status, create_time) VALUES ($1, $2, $1, $3, '2026-11-01 00:00:00')`,
    [username, hash, status],
  );
  await ctx.server.db.query(
    `INSERT INTO user_role (user_id, role_id) SELECT id, 2 FROM staff_user WHERE username = $1`,
    [username],
  );
}

describe('login', () => {
  it('returns a token for valid credentials', async () => {
    const answer = await ctx.anonymous.form<string>('/xboot/login', {
      username: 'admin',
      password: '123456',
      saveLogin: true,
    });
    expect(answer).toMatchObject({ code: 200, success: true, message: 'success' });
    expect(typeof answer.result).toBe('string');
    expect(answer.result.length).toBeGreaterThan(20);
  });

  it('reads no JSON body, as X-Boot reads none on /xboot/**: the credentials are missing', async () => {
    const answer = await ctx.anonymous.body<string>('/xboot/login', { username: 'operator', password: '123456' });
    expect(answer).toMatchObject({ code: 500, success: false });
    expect((await ctx.anonymous.form<string>('/xboot/login', { username: 'operator', password: '123456' })).code).toBe(
      200,
    );
  });

  it('refuses GET, as X-Boot logs in by POST only: no token, and the password in the URL is logged nowhere', async () => {
    const [before] = await ctx.server.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM access_token');
    const password = '123456';
    const answer = await ctx.anonymous.get<string>('/xboot/login', { username: 'admin', password });
    expect(answer).toMatchObject({ code: 404, success: false, result: null });
    const [after] = await ctx.server.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM access_token');
    expect(after?.n).toBe(before?.n);
    const logged = await ctx.server.db.query(
      `SELECT 1 FROM sys_log WHERE request_params LIKE '%' || $1 || '%' OR request_path LIKE '%password%'`,
      [password],
    );
    expect(logged).toEqual([]);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    for (const [username, password] of [
      ['admin', 'nope'],
      ['ghost', '123456'],
    ] as const) {
      const answer = await ctx.anonymous.form('/xboot/login', { username, password });
      expect(answer).toMatchObject({ code: 500, success: false, message: '用户名或密码错误' });
    }
  });

  it('refuses a disabled user', async () => {
    const answer = await ctx.anonymous.form('/xboot/login', { username: 'locked', password: '123456' });
    expect(answer).toMatchObject({ code: 500, message: '账户已被禁用' });
  });

  it('locks the account for 10 minutes after 10 failures', async () => {
    await addStaff('lockme');
    for (let i = 1; i <= 9; i += 1) {
      const answer = await ctx.anonymous.form('/xboot/login', { username: 'lockme', password: 'wrong' });
      expect(answer.message).toBe('用户名或密码错误');
    }
    const tenth = await ctx.anonymous.form('/xboot/login', { username: 'lockme', password: 'wrong' });
    expect(tenth).toMatchObject({ code: 500, message: '登录失败次数过多，请10分钟后再试' });
    const correct = await ctx.anonymous.form('/xboot/login', { username: 'lockme', password: '123456' });
    expect(correct).toMatchObject({ code: 500, message: '登录失败次数过多，请10分钟后再试' });
    await ctx.server.db.query(
      `UPDATE login_failure SET locked_until = now() - interval '1 second' WHERE account = 'lockme'`,
    );
    const after = await ctx.anonymous.form<string>('/xboot/login', { username: 'lockme', password: '123456' });
    expect(after.code).toBe(200);
  });

  it('resets the failure count after a success', async () => {
    await addStaff('resetme');
    for (let i = 0; i < 9; i += 1) await ctx.anonymous.form('/xboot/login', { username: 'resetme', password: 'x' });
    await login(ctx.server.url, 'resetme');
    const answer = await ctx.anonymous.form('/xboot/login', { username: 'resetme', password: 'x' });
    expect(answer.message).toBe('用户名或密码错误');
  });

  it('needs username and password', async () => {
    const answer = await ctx.anonymous.form('/xboot/login', { username: '' });
    expect(answer.code).toBe(500);
  });
});

describe('tokens', () => {
  it('requires a token (401)', async () => {
    const answer = await ctx.anonymous.get('/xboot/user/info');
    expect(answer).toMatchObject({ code: 401, success: false, message: '未登录或登录已失效' });
    const bad = await new Client(ctx.server.url, 'not-a-token').get('/xboot/user/info');
    expect(bad.code).toBe(401);
  });

  it('rejects an expired token and slides a live one', async () => {
    const client = await login(ctx.server.url, 'admin');
    await ctx.server.db.query(
      `UPDATE access_token SET expires_at = now() + interval '1 minute' WHERE token_hash = $1`,
      [tokenHash(client.token ?? '')],
    );
    expect((await client.get('/xboot/user/info')).code).toBe(200);
    const [row] = await ctx.server.db.query<{ minutes: number }>(
      `SELECT EXTRACT(EPOCH FROM expires_at - now())::float8 / 60 AS minutes FROM access_token WHERE token_hash = $1`,
      [tokenHash(client.token ?? '')],
    );
    expect(row?.minutes).toBeGreaterThan(700);
    await ctx.server.db.query(
      `UPDATE access_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [tokenHash(client.token ?? '')],
    );
    expect((await client.get('/xboot/user/info')).code).toBe(401);
  });

  it('reads the token from the accessToken header only, never from the query string', async () => {
    const token = ctx.admin.token ?? '';
    const inQuery = await fetch(`${ctx.server.url}/admin-api/xboot/user/info?accessToken=${token}`);
    expect(await inQuery.json()).toMatchObject({ code: 401, success: false });
    const inForm = await fetch(`${ctx.server.url}/admin-api/xboot/user/edit?accessToken=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ description: 'from the query', accessToken: token }).toString(),
    });
    expect(await inForm.json()).toMatchObject({ code: 401 });
    expect((await ctx.admin.get('/xboot/user/info')).code).toBe(200);
  });

  it('logout revokes the token', async () => {
    const client = await login(ctx.server.url, 'operator');
    expect((await client.form('/xboot/logout')).code).toBe(200);
    expect((await client.get('/xboot/user/info')).code).toBe(401);
  });
});

describe('own account', () => {
  it('returns user info with roles', async () => {
    const answer = await ctx.admin.get<Record<string, unknown>>('/xboot/user/info');
    expect(answer.result).toMatchObject({ username: 'admin', nickname: '超级管理员', roles: [{ name: 'ROLE_ADMIN' }] });
    expect(answer.result.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const operator = await ctx.operator.get<{ roles: { name: string }[] }>('/xboot/user/info');
    expect(operator.result.roles.map((role) => role.name)).toEqual(['ROLE_OPERATOR']);
  });

  it('edits the own profile with validation', async () => {
    await addStaff('profile');
    const client = await login(ctx.server.url, 'profile');
    const saved = await client.form('/xboot/user/edit', {
      nickname: '小李',
      email: 'li@example.com',
      mobile: '13900000000',
      sex: '1',
      description: '',
    });
    expect(saved.code).toBe(200);
    const info = await client.get<Record<string, unknown>>('/xboot/user/info');
    expect(info.result).toMatchObject({ nickname: '小李', email: 'li@example.com', mobile: '13900000000' });
    expect((await client.form('/xboot/user/edit', { email: 'bad' })).message).toBe('邮箱格式不正确');
    expect((await client.form('/xboot/user/edit', { nickname: 'x'.repeat(21) })).code).toBe(500);
  });

  it('changes the password', async () => {
    await addStaff('passer');
    const client = await login(ctx.server.url, 'passer');
    expect(
      (await client.form('/xboot/user/modifyPass', { password: 'nope', newPass: 'abcdef', passStrength: '1' })).message,
    ).toBe('旧密码不正确');
    expect((await client.form('/xboot/user/modifyPass', { password: '123456', newPass: 'abc' })).code).toBe(500);
    expect((await client.form('/xboot/user/modifyPass', { password: '123456', newPass: 'a'.repeat(33) })).code).toBe(
      500,
    );
    expect(
      (await client.form('/xboot/user/modifyPass', { password: '123456', newPass: 'NewPass#2026', passStrength: '5' }))
        .code,
    ).toBe(200);
    await expect(login(ctx.server.url, 'passer')).rejects.toThrow();
    await login(ctx.server.url, 'passer', 'NewPass#2026');
  });

  it('unlocks the lock screen with the password', async () => {
    expect((await ctx.admin.form('/xboot/user/unlock', { password: '123456' })).code).toBe(200);
    expect(await ctx.admin.form('/xboot/user/unlock', { password: 'x' })).toMatchObject({
      code: 500,
      message: '密码不正确',
    });
  });
});

describe('envelope and errors', () => {
  it('answers 404 for an unknown /admin-api path', async () => {
    expect(await ctx.admin.get('/no/such/thing')).toMatchObject({ code: 404, message: '接口不存在', success: false });
    expect((await ctx.anonymous.get('/no/such/thing')).code).toBe(404);
  });

  it('turns a malformed JSON body into code 500', async () => {
    const response = await fetch(`${ctx.server.url}/admin-api/score/goods/list`, {
      method: 'POST',
      headers: { accessToken: ctx.admin.token ?? '', 'Content-Type': 'application/json' },
      body: '{broken',
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { code: number; message: string };
    expect(answer.code).toBe(500);
    expect(answer.message).toContain('请求体格式错误');
  });
});
