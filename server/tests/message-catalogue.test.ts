import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../http/envelope';
import { EN_US, EN_US_BY_AREA } from '../i18n/messages';
import { languageOf, toEnglish, translate } from '../i18n/translate';
import { MESSAGES as MEMBER_MESSAGES } from '../screens/members/user-list.rules';
import { startTestServer, type Envelope, type TestContext } from './helpers';
import { scanMessages } from './message-scan';

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;
const parts = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogue (server/i18n/messages.ts)', () => {
  it('has English for every message the server can send', () => {
    const found = scanMessages();
    // The scan itself must keep finding the messages: the refusals the spec quotes are among them.
    expect(found.map((f) => f.text)).toEqual(
      expect.arrayContaining(['余额不足', '该手机号已被其他会员使用', '{}不能为空', MESSAGES.unauthorized]),
    );
    expect(found.length).toBeGreaterThan(350);
    // Each `${…}` part stands for a value that is not Chinese (an id, a number, a field name).
    const missing = found
      .filter(({ text }) => CJK.test(toEnglish(text.replaceAll('{}', 'X'))))
      .map(({ text, at }) => `${at}: ${text} → ${toEnglish(text.replaceAll('{}', 'X'))}`);
    expect(missing).toEqual([]);
  });

  it("writes each message in one area's file only", () => {
    const seen = EN_US_BY_AREA.flatMap((area) => Object.keys(area));
    expect(seen.filter((key, index) => seen.indexOf(key) !== index)).toEqual([]);
  });

  it('leaves no entry Chinese or empty, and keeps each template part', () => {
    const bad = Object.entries(EN_US)
      .filter(
        ([key, english]) => english.trim() === '' || CJK.test(english) || parts(key).join() !== parts(english).join(),
      )
      .map(([key, english]) => `${key} → ${english}`);
    expect(bad).toEqual([]);
  });

  it('fills a template with its parts, each part translated when the catalogue knows it', () => {
    expect(toEnglish('昵称不能为空')).toBe('Nickname is required.');
    expect(toEnglish('头像地址只能是 http(s) 地址或站内路径')).toBe(
      'Avatar URL must be an http(s) address or a path on this site.',
    );
    expect(toEnglish('当前状态「成功」不能变更为「审核拒绝」')).toBe('Status "Succeeded" cannot change to "Rejected".');
    expect(toEnglish('参数不能为空: $&id')).toBe('Missing parameter: $&id');
    expect(toEnglish('会员ID不能为空')).toBe('Member ID is required.');
    expect(toEnglish('a text nobody catalogued')).toBe('a text nobody catalogued');
    expect(translate('余额不足', 'zh-CN')).toBe('余额不足');
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
