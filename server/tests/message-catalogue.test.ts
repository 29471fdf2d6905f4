import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '../i18n/catalogue';
import { CATALOGUE_BY_AREA, EN_US, fill, M } from '../i18n/messages';
import { languageOf, toEnglish, translate } from '../i18n/translate';
import { MESSAGES as MEMBER_MESSAGES } from '../screens/members/user-list.rules';
import { startTestServer, type Envelope, type TestContext } from './helpers';
import { scanMessages, scanSource } from './message-scan';

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;
const parts = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogue (server/i18n/messages.ts)', () => {
  it('is where every message is written: the code names them', () => {
    // The scan must keep seeing a message written in the code: a throw, a refusal's property, a label.
    const written = scanSource(
      [
        "if (!member) throw new ApiError('会员不存在');",
        'const x = { notFound: `订单${id}不存在` };',
        "textField(input, 'name', '昵称', { required });",
      ].join('\n'),
      'probe.ts',
    );
    expect(written.map((f) => f.text)).toEqual(['会员不存在', '订单{}不存在', '昵称']);
    expect(scanSource("throw new ApiError(M.memberNotFound); // '会员不存在'", 'probe.ts')).toEqual([]);
    expect(scanMessages().map(({ text, at }) => `${at}: ${text}`)).toEqual([]);
  });

  it('gives each name, and each text, in one area only', () => {
    const entries = Object.values(CATALOGUE_BY_AREA).flatMap((area: Catalogue) => Object.entries(area));
    const twice = (values: string[]): string[] => values.filter((value, index) => values.indexOf(value) !== index);
    expect(twice(entries.map(([name]) => name))).toEqual([]);
    expect(twice(entries.map(([, [zh]]) => zh))).toEqual([]);
    expect(Object.keys(M)).toHaveLength(entries.length);
  });

  it('leaves no English Chinese or empty, and keeps each template part', () => {
    const bad = Object.values(CATALOGUE_BY_AREA)
      .flatMap((area: Catalogue) => Object.entries(area))
      .filter(([, [zh, en]]) => en.trim() === '' || CJK.test(en) || parts(zh).join() !== parts(en).join())
      .map(([name, [zh, en]]) => `${name}: ${zh} → ${en}`);
    expect(bad).toEqual([]);
  });

  it('fills a template by name, and translates it with each part translated when the catalogue knows it', () => {
    expect(fill(M.required, { label: M.nickname })).toBe('昵称不能为空');
    expect(fill(M.statusCannotChange, { from: M.succeeded, to: M.rejected })).toBe(
      '当前状态「成功」不能变更为「审核拒绝」',
    );
    expect(fill(M.missingParameter, { field: '$&id' })).toBe('参数不能为空: $&id');
    // @ts-expect-error a template's parts are its names: a missing one does not typecheck.
    expect(fill(M.required, {})).toBe('{label}不能为空');
    expect(toEnglish(fill(M.required, { label: M.nickname }))).toBe('Nickname is required.');
    expect(toEnglish('头像地址只能是 http(s) 地址或站内路径')).toBe(
      'Avatar URL must be an http(s) address or a path on this site.',
    );
    expect(toEnglish('当前状态「成功」不能变更为「审核拒绝」')).toBe('Status "Succeeded" cannot change to "Rejected".');
    expect(toEnglish('参数不能为空: $&id')).toBe('Missing parameter: $&id');
    expect(toEnglish(fill(M.required, { label: M.memberId }))).toBe('Member ID is required.');
    expect(toEnglish('a text nobody catalogued')).toBe('a text nobody catalogued');
    expect(translate(M.insufficientBalance, 'zh-CN')).toBe('余额不足');
    expect(EN_US[M.insufficientBalance]).toBe('Insufficient balance.');
  });
});

describe('the language a request asks for', () => {
  it('is English for an en* tag most wanted, Chinese otherwise', () => {
    expect(languageOf('en-US')).toBe('en-US');
    expect(languageOf('en')).toBe('en-US');
    expect(languageOf('EN-gb, zh;q=0.5')).toBe('en-US');
    expect(languageOf('zh;q=0.5, en;q=0.8')).toBe('en-US');
    expect(languageOf('zh-CN,en;q=0.9')).toBe('zh-CN');
    expect(languageOf('en;q=0, zh-CN')).toBe('zh-CN');
    expect(languageOf('fr-FR')).toBe('zh-CN');
    expect(languageOf('english')).toBe('zh-CN');
    expect(languageOf('')).toBe('zh-CN');
    expect(languageOf(undefined)).toBe('zh-CN');
  });
});

describe('refusals over HTTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestServer();
  });
  afterAll(async () => {
    await ctx.server.close();
  });

  const send = async (path: string, body: Record<string, unknown>, lang?: string): Promise<Envelope> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', accessToken: ctx.admin.token ?? '' };
    if (lang) headers['Accept-Language'] = lang;
    const response = await fetch(`${ctx.server.url}/admin-api${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope;
  };

  it('answers a debit above the balance in English when asked, in Chinese without the header', async () => {
    const debit = { uid: 10002, currency: 'USDT', type: 2, amount: '9999999999.00', remark: 'test' };
    expect(await send('/wallet/user/balance_update', debit, 'en-US,en;q=0.9')).toMatchObject({
      success: false,
      message: 'Insufficient balance.',
    });
    expect(await send('/wallet/user/balance_update', debit)).toMatchObject({ success: false, message: '余额不足' });
    expect(await send('/wallet/user/balance_update', debit, 'zh-CN,en;q=0.8')).toMatchObject({ message: '余额不足' });
  });

  it('answers a phone another member uses, and a missing field named by its label, in English', async () => {
    const [first] = (await ctx.server.db.query<{ phone: string }>('SELECT phone FROM member WHERE id = 10001')) ?? [];
    const dup = await send('/member-info/saveOrUpdate', { phone: first.phone, realName: 'Dup' }, 'en-US');
    expect(dup).toMatchObject({ success: false, message: 'This mobile number is already used by another member.' });
    expect(await send('/member-info/saveOrUpdate', { phone: first.phone, realName: 'Dup' })).toMatchObject({
      message: MEMBER_MESSAGES.phoneTaken,
    });
    const blank = await send('/wallet/user/balance_update', { currency: 'USDT', type: 2, amount: '1' }, 'en');
    expect(blank).toMatchObject({ success: false, message: 'Member ID is required.' });
  });

  it('answers the X-Boot calls and the HTTP layer in English too', async () => {
    const wrong = await fetch(`${ctx.server.url}/admin-api/xboot/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en-US' },
      body: 'username=nobody-here&password=x',
    });
    expect(await wrong.json()).toMatchObject({ success: false, message: 'Wrong username or password.' });
    const anonymous = await fetch(`${ctx.server.url}/admin-api/xboot/user/info`, {
      headers: { 'Accept-Language': 'en-US' },
    });
    expect(await anonymous.json()).toMatchObject({ code: 401, message: 'Not signed in, or the session has expired.' });
    const unknown = await fetch(`${ctx.server.url}/admin-api/no/such/call`, { headers: { 'Accept-Language': 'en' } });
    expect(await unknown.json()).toMatchObject({ code: 404, message: 'No such API.' });
  });
});
