/**
 * The bare profile's dictionaries and session, as X-Boot's seed and security layer have them, beside a full-profile
 * server that keeps the console's own (bare-profile.test.ts checks the routes, the menu and the entities' fields).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { CONSOLE_DICT_TYPES } from '../lib/xboot-dicts';
import { Client, type Row, type TestContext } from './helpers';
import { startBareAndFull, stopBareAndFull } from './bare-servers';

let full: TestContext;
let bare: RunningServer;
let admin: Client;
let operator: Client;

beforeAll(async () => {
  ({ full, bare, admin, operator } = await startBareAndFull());
}, 120_000);
afterAll(() => stopBareAndFull({ full, bare }));

/** Every key of every row is one of the entity's fields. */
function expectOnly(rows: readonly Row[], fields: readonly string[]): void {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(Object.keys(row).filter((key) => !fields.includes(key))).toEqual([]);
}

describe('dictionaries as X-Boot’s seed has them', () => {
  it('a console type answers as X-Boot answers an unknown one, with a token or without', async () => {
    for (const client of [admin, new Client(bare.url)]) {
      const answer = await client.get('/xboot/dictData/getByType/withdrawStatus');
      expect(answer).toMatchObject({
        code: 500,
        success: false,
        message: '字典类型 withdrawStatus 不存在',
        result: null,
      });
    }
    const fullAnswer = await full.admin.get<Row[]>('/xboot/dictData/getByType/withdrawStatus');
    expect(fullAnswer.result[0]).toEqual({ value: '1', title: '待审核' });
  });

  it('a type X-Boot’s seed has answers its enabled DictData rows', async () => {
    const rows = (await new Client(bare.url).get<Row[]>('/xboot/dictData/getByType/sex')).result;
    expectOnly(rows, ['id', 'dictId', 'value', 'title', 'sortOrder', 'status', 'description']);
    expect(rows.every((row) => row.status === 0)).toBe(true);
  });

  it('the dictionary lists leave the console’s types out', async () => {
    const types = (await admin.get<Row[]>('/xboot/dict/getAll')).result.map((dict) => dict.type);
    expect(types).toContain('sex');
    expect(types.filter((type) => CONSOLE_DICT_TYPES.includes(String(type)))).toEqual([]);
    const data = (await admin.get<{ totalElements: number }>('/xboot/dictData/getByCondition', { status: '' })).result;
    const fullData = (await full.admin.get<{ totalElements: number }>('/xboot/dictData/getByCondition', { status: '' }))
      .result;
    expect(data.totalElements).toBeGreaterThan(0);
    expect(data.totalElements).toBeLessThan(fullData.totalElements);
  });
});

describe('the session as X-Boot’s security layer answers it', () => {
  it('login: the token (32 hex digits) with 登录成功; a refusal without result', async () => {
    const answer = await new Client(bare.url).form<string>('/xboot/login', { username: 'admin', password: '123456' });
    expect(answer).toMatchObject({ code: 200, success: true, message: '登录成功' });
    expect(answer.result).toMatch(/^[0-9a-f]{32}$/);
    const wrong = await new Client(bare.url).form('/xboot/login', { username: 'admin', password: 'wrong-one' });
    expect(wrong).toMatchObject({ code: 500, success: false, message: '用户名或密码错误' });
    expect(wrong).not.toHaveProperty('result');
  });

  it('401 without a token or with an unknown one, 403 without the permission: HTTP 200, the code in the body', async () => {
    expect(await new Client(bare.url).get('/xboot/user/info')).toMatchObject({ code: 401, message: '您还未登录' });
    const expired = await new Client(bare.url, 'f'.repeat(32)).get('/xboot/user/info');
    expect(expired).toMatchObject({ code: 401, message: '登录已失效，请重新登录' });
    expect(expired).not.toHaveProperty('result');
    const refused = await operator.get('/xboot/role/getAllList');
    expect(refused).toMatchObject({ code: 403, message: '抱歉，您没有访问权限' });
    expect(await full.operator.get('/xboot/role/getAllList')).toMatchObject({
      code: 403,
      message: '抱歉，您没有该操作权限',
    });
  });

  it('home’s statistics without the console’s to-do counts', async () => {
    expect((await admin.body<Row>('/console/statistics')).result).not.toHaveProperty('todo');
    expect((await full.admin.body<Row>('/console/statistics')).result).toHaveProperty('todo');
  });
});
