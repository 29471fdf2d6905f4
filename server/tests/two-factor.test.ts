import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FINANCE_TOTP_KEY } from '../seed/staff';
import { bindKey, codeStep, timeStep, totpCode } from '../lib/two-factor';
import { hashPassword } from '../lib/password';
import { invalidateSettings } from '../lib/settings';
import { Client, startTestServer, type Envelope, type TestContext } from './helpers';

let ctx: TestContext;
let previousTrust: string | undefined;
const STEP_MS = 30_000;

beforeAll(async () => {
  previousTrust = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = '1';
  ctx = await startTestServer();
});
afterAll(async () => {
  if (previousTrust === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrust;
  await ctx.server.close();
});

type Step =
  { twoFactor: 'verify'; ticket: string } | { twoFactor: 'bind'; ticket: string; key: string; otpauthUri: string };

let clients = 0;
/** A form post from an address of its own (each test its own client, so failure counts do not meet). */
async function post<T>(path: string, body: Record<string, string>, ip: string): Promise<Envelope<T>> {
  const response = await fetch(`${ctx.server.url}/admin-api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
    body: new URLSearchParams(body).toString(),
  });
  return (await response.json()) as Envelope<T>;
}
const newIp = (): string => `10.9.0.${(clients += 1)}`;
const passwordStep = (username: string, ip: string) =>
  post<string | Step>('/xboot/login', { username, password: '123456' }, ip);

/** A staff user with password 123456 and the finance role (which the seed's `twoFactorRoles` names). */
async function addFinanceUser(username: string): Promise<number> {
  const [row] = await ctx.server.db.query<{ id: number }>(
    `INSERT INTO staff_user (username, password_hash, nickname, status, create_time)
     VALUES ($1, $2, $1, 0, '2026-11-01 00:00:00') RETURNING id`,
    [username, await hashPassword('123456')],
  );
  await ctx.server.db.query(
    "INSERT INTO user_role (user_id, role_id) SELECT $1, id FROM role WHERE name = 'ROLE_FINANCE'",
    [row?.id],
  );
  return row?.id ?? 0;
}

/** Binds a new finance user through the login: → its key and recovery codes. */
async function bound(username: string, ip: string): Promise<{ key: string; recoveryCodes: string[]; token: string }> {
  await addFinanceUser(username);
  const step = (await passwordStep(username, ip)).result as Step;
  expect(step.twoFactor).toBe('bind');
  if (step.twoFactor !== 'bind') throw new Error('no binding');
  expect(step.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  const answer = await post<{ token: string; recoveryCodes: string[] }>(
    '/xboot/login/twoFactor/bind',
    { ticket: step.ticket, code: totpCode(step.key) },
    ip,
  );
  expect(answer.code).toBe(200);
  return { key: step.key, ...(answer.result ?? { token: '', recoveryCodes: [] }) };
}

/** A 6-digit code that is none of the key's codes in the drift window. */
function wrongCode(key: string): string {
  const near = [-1, 0, 1].map((steps) => totpCode(key, Date.now() + steps * STEP_MS));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '444444';
}

async function verifyWith(username: string, code: string, ip: string): Promise<Envelope<string>> {
  const step = (await passwordStep(username, ip)).result as Step;
  expect(step.twoFactor).toBe('verify');
  return post<string>('/xboot/login/twoFactor', { ticket: step.ticket, code }, ip);
}

describe('two-factor sign-in', () => {
  it('accepts codes one step either side of now, not two', () => {
    const now = Date.parse('2026-11-28T12:00:10Z');
    const key = DEMO_FINANCE_TOTP_KEY;
    expect(codeStep(key, totpCode(key, now), now)).toBe(timeStep(now));
    expect(codeStep(key, totpCode(key, now - STEP_MS), now)).toBe(timeStep(now) - 1);
    expect(codeStep(key, totpCode(key, now + STEP_MS), now)).toBe(timeStep(now) + 1);
    expect(codeStep(key, totpCode(key, now - 2 * STEP_MS), now)).toBeNull();
    expect(codeStep(key, totpCode(key, now + 2 * STEP_MS), now)).toBeNull();
    expect(codeStep(key, 'abcdef', now)).toBeNull();
  });

  it('signs the demo finance user in with a right code, and refuses a wrong one and a replayed one', async () => {
    const ip = newIp();
    const wrong = await verifyWith('finance', wrongCode(DEMO_FINANCE_TOTP_KEY), ip);
    expect(wrong).toMatchObject({ success: false, message: '动态验证码错误' });
    const code = totpCode(DEMO_FINANCE_TOTP_KEY, Date.now() - STEP_MS);
    const right = await verifyWith('finance', code, ip);
    expect(right.code).toBe(200);
    expect(typeof right.result).toBe('string');
    const info = await new Client(ctx.server.url, right.result ?? '').get<{ username: string }>('/xboot/user/info');
    expect(info.result?.username).toBe('finance');
    const replay = await verifyWith('finance', code, ip);
    expect(replay).toMatchObject({ success: false, message: '动态验证码错误' });
    const [session] = await ctx.server.db.query<{ factor: string }>(
      `SELECT second_factor AS factor FROM access_token t JOIN staff_user u ON u.id = t.user_id
       WHERE u.username = 'finance' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(session?.factor).toBe('totp');
  });

  it('counts wrong codes toward the login lock, which then refuses a right code', async () => {
    const ip = newIp();
    const { key } = await bound('guesser', ip);
    for (let i = 0; i < 10; i += 1) await verifyWith('guesser', wrongCode(key), ip);
    const locked = await verifyWith('guesser', totpCode(key, Date.now() + STEP_MS), ip);
    expect(locked).toMatchObject({ success: false, message: '登录失败次数过多，请10分钟后再试' });
  });

  it('binds with ten recovery codes, each of which works once', async () => {
    const ip = newIp();
    const { recoveryCodes, key } = await bound('binder', ip);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [stored] = await ctx.server.db.query<{ key: string }>(
      "SELECT google_key AS key FROM staff_user WHERE username = 'binder'",
    );
    expect(stored?.key.startsWith('enc:v1:')).toBe(true);
    expect(stored?.key).not.toContain(key);
    const first = await verifyWith('binder', recoveryCodes[0] ?? '', ip);
    expect(first.code).toBe(200);
    const again = await verifyWith('binder', recoveryCodes[0] ?? '', ip);
    expect(again).toMatchObject({ success: false, message: '动态验证码错误' });
    const upper = await verifyWith('binder', (recoveryCodes[1] ?? '').toUpperCase(), ip);
    expect(upper.code).toBe(200);
  });

  it("shows each session's second factor, and signs a user out everywhere from the sessions page", async () => {
    const ip = newIp();
    const { token } = await bound('everywhere', ip);
    const page = await ctx.admin.get<{ records: { id: string; username: string; secondFactor: string | null }[] }>(
      '/staffSession/list',
      { username: 'everywhere' },
    );
    const mine = page.result?.records ?? [];
    expect(mine.map((row) => row.secondFactor)).toEqual(['totp']);
    const ended = await ctx.admin.form<number>('/staffSession/endUser', { id: mine[0]?.id ?? '' });
    expect(ended).toMatchObject({ code: 200, result: 1 });
    expect((await new Client(ctx.server.url, token).get('/xboot/user/info')).code).toBe(401);
    expect((await ctx.admin.get('/xboot/user/info')).code).toBe(200);
  });

  it('reset clears the key, signs the user out everywhere, and the next sign-in binds again', async () => {
    const ip = newIp();
    const { token } = await bound('resetme', ip);
    const user = new Client(ctx.server.url, token);
    expect((await user.get('/xboot/user/info')).code).toBe(200);
    const [row] = await ctx.server.db.query<{ id: number }>("SELECT id FROM staff_user WHERE username = 'resetme'");
    const reset = await ctx.admin.form('/xboot/user/resetGoogleKey', { ids: String(row?.id) });
    expect(reset.code).toBe(200);
    expect((await user.get('/xboot/user/info')).code).toBe(401);
    expect(((await passwordStep('resetme', ip)).result as Step).twoFactor).toBe('bind');
  });

  it('leaves roles without the requirement on the password alone, until the setting names every role', async () => {
    const ip = newIp();
    expect(typeof (await passwordStep('operator', ip)).result).toBe('string');
    await ctx.server.db.query("UPDATE setting SET value = '*' WHERE key = 'twoFactorRoles'");
    try {
      invalidateSettings();
      expect(((await passwordStep('operator', ip)).result as Step).twoFactor).toBe('bind');
    } finally {
      await ctx.server.db.query("UPDATE setting SET value = 'ROLE_FINANCE' WHERE key = 'twoFactorRoles'");
      invalidateSettings();
    }
  });

  it('asks a fresh code before a large approval when the last is older than five minutes', async () => {
    const ip = newIp();
    const db = ctx.server.db;
    await db.query("UPDATE setting SET value = '100' WHERE key = 'fourEyesUsdt'");
    invalidateSettings();
    const key = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';
    const [admin] = await db.query<{ id: number }>("SELECT id FROM staff_user WHERE username = 'admin'");
    await bindKey(db, admin?.id ?? 0, key);
    try {
      const step = (await passwordStep('admin', ip)).result as Step;
      const signedIn = await post<string>('/xboot/login/twoFactor', { ticket: step.ticket, code: totpCode(key) }, ip);
      const approver = new Client(ctx.server.url, signedIn.result ?? '');
      const [pending] = await db.query<{ id: number }>(
        `INSERT INTO money_approval (kind, uid, currency, amount, remark, requested_by, requested_by_name,
           requested_time, status) VALUES ('credit', 10041, 'USDT', 500, 'step-up', $1, 'finance', now(), 0) RETURNING id`,
        [4],
      );
      await db.query("UPDATE access_token SET second_factor_at = now() - interval '6 minutes' WHERE user_id = $1", [
        admin?.id,
      ]);
      const refused = await approver.form('/wallet/approval/approve', { id: String(pending?.id) });
      expect(refused).toMatchObject({ success: false, code: 428 });
      const [still] = await db.query<{ status: number }>('SELECT status FROM money_approval WHERE id = $1', [
        pending?.id,
      ]);
      expect(still?.status).toBe(0);
      const stepUp = await approver.form('/xboot/user/twoFactor/stepUp', { code: totpCode(key, Date.now() + STEP_MS) });
      expect(stepUp.code).toBe(200);
      const approved = await approver.form('/wallet/approval/approve', { id: String(pending?.id) });
      expect(approved.code).toBe(200);
    } finally {
      await db.query('UPDATE staff_user SET google_key = NULL, totp_last_step = NULL WHERE id = $1', [admin?.id]);
      await db.query("UPDATE setting SET value = '' WHERE key = 'fourEyesUsdt'");
      invalidateSettings();
    }
  });
});
