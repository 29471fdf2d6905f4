import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/password';
import { login, startMemoryServer } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

async function addStaff(username: string): Promise<void> {
  await ctx.server.db.query(
    `INSERT INTO staff_user (username, password_hash, nickname, status, create_time) VALUES ($1, $2, $1, 0, '2026-11-01 00:00:00')`,
    [username, await hashPassword('123456')],
  );
  await ctx.server.db.query(
    `INSERT INTO user_role (user_id, role_id) SELECT id, 2 FROM staff_user WHERE username = $1`,
    [username],
  );
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('session storage and lifetime', () => {
  it('stores only a hash of the token', async () => {
    const client = await login(ctx.server.url, 'admin');
    const token = client.token ?? '';
    const rows = await ctx.server.db.query<{ stored: string }>(`SELECT token_hash AS stored FROM access_token`);
    expect(rows.map((row) => row.stored)).not.toContain(token);
    expect(rows.map((row) => row.stored)).toContain(sha256(token));
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const client = await login(ctx.server.url, 'admin');
    await ctx.server.db.query(
      `UPDATE access_token SET absolute_expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(client.token ?? '')],
    );
    expect((await client.get('/xboot/user/info')).code).toBe(401);
  });

  it('works with a fractional TOKEN_TTL_MINUTES', async () => {
    const server = await startMemoryServer({ tokenTtlMinutes: 1.5 });
    try {
      const client = await login(server.url, 'admin');
      expect((await client.get('/xboot/user/info')).code).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('signs the other sessions out when the password changes', async () => {
    await addStaff('changer');
    const here = await login(ctx.server.url, 'changer');
    const elsewhere = await login(ctx.server.url, 'changer');
    expect((await here.form('/xboot/user/modifyPass', { password: '123456', newPass: 'abcdef' })).code).toBe(200);
    expect((await elsewhere.get('/xboot/user/info')).code).toBe(401);
    expect((await here.get('/xboot/user/info')).code).toBe(200);
  });

  it('does not revive a disabled user’s token on re-enabling', async () => {
    await addStaff('toggled');
    const client = await login(ctx.server.url, 'toggled');
    await ctx.server.db.query(`UPDATE staff_user SET status = -1 WHERE username = 'toggled'`);
    await ctx.server.db.query(`UPDATE staff_user SET status = 0 WHERE username = 'toggled'`);
    expect((await client.get('/xboot/user/info')).code).toBe(401);
  });
});

describe('server-side lock', () => {
  it('refuses a locked session for everything but unlock, until unlocked', async () => {
    await addStaff('locker');
    const client = await login(ctx.server.url, 'locker');
    expect((await client.form('/xboot/user/lock')).code).toBe(200);
    for (const path of ['/xboot/user/info', '/xboot/permission/getMenuList', '/wallet/member-withdraw/list']) {
      const answer = await client.get(path);
      expect(answer.code, path).toBe(423);
    }
    expect((await client.body('/xboot/user/edit', { nickname: 'x' })).code).toBe(423);
    expect((await client.form('/xboot/user/unlock', { password: 'wrong' })).code).toBe(500);
    expect((await client.get('/xboot/user/info')).code).toBe(423);
    expect((await client.form('/xboot/user/unlock', { password: '123456' })).code).toBe(200);
    expect((await client.get('/xboot/user/info')).code).toBe(200);
  });

  it('lets a locked session sign out', async () => {
    await addStaff('leaver');
    const client = await login(ctx.server.url, 'leaver');
    await client.form('/xboot/user/lock');
    expect((await client.form('/xboot/logout')).code).toBe(200);
    expect((await client.form('/xboot/user/unlock', { password: '123456' })).code).toBe(401);
  });
});
