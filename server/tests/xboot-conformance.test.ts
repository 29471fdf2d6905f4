/**
 * The contract server's system API answers as X-Boot 3.3.x does (docs/xboot-contract.md, from xboot-fast's source):
 * Spring Data pages, 19-digit string ids, X-Boot's codes, its entity binding (a filter left out narrows to the
 * entity's default), its required parameters and its dictionaries (DictDataController.getByType, seeded from the one
 * declaration in contract/dicts/). The console's own tests then see what a real back end does.
 */
import { describe, expect, it } from 'vitest';
import { DICT_IDS, DICTS } from '../../contract/dicts';
import { keyOf, type Row, SNOWFLAKE, springPage } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

const page = (path: string, query: Record<string, string | number> = {}) => springPage(ctx, path, query);

// First: it reads the dictionaries as seeded, before the binding tests below disable a data row.
describe('dictionaries (DictDataController.getByType)', () => {
  it('returns the options of a type in order', async () => {
    const answer = await ctx.admin.get<{ value: string; title: string }[]>('/xboot/dictData/getByType/withdrawStatus');
    expect(answer.result).toEqual([
      { value: '1', title: '待审核' },
      { value: '2', title: '审核通过' },
      { value: '3', title: '审核拒绝' },
      { value: '4', title: '已提现' },
    ]);
  });

  it('has every required type', async () => {
    const types = [
      'withdrawStatus',
      'auditStatus',
      'exchangeStatus',
      'taskClaimStatus',
      'yesNo',
      'sendEnergy',
      'teamLevel',
      'switchStatus',
      'enabled',
      'trc20Status',
    ];
    for (const type of types) {
      const answer = await ctx.operator.get<unknown[]>(`/xboot/dictData/getByType/${type}`);
      expect(answer.result.length, type).toBeGreaterThan(1);
    }
    const exchange = await ctx.admin.get<{ value: string }[]>('/xboot/dictData/getByType/exchangeStatus');
    expect(exchange.result.map((option) => option.value)).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('are seeded from the one declaration: each type with a server name, its title, codes in order and Chinese labels', async () => {
    const rows = await ctx.server.db.query<{ type: string; title: string; options: [string, string][] }>(
      `SELECT d.type, d.title, json_agg(json_build_array(dd.value, dd.title) ORDER BY dd.sort_order) AS options
         FROM dict d JOIN dict_data dd ON dd.dict_id = d.id GROUP BY d.id ORDER BY d.sort_order`,
    );
    const declared = DICT_IDS.filter((id) => DICTS[id].serverType !== null).map((id) => ({
      type: DICTS[id].serverType,
      title: DICTS[id].title,
      options: DICTS[id].codes.map((code) => [code, DICTS[id].entries[code].zh]),
    }));
    expect(rows).toEqual(declared);
    // A renamed type is served under the server's name; a console-only dictionary is not served.
    expect(DICTS.packageInEffectA.serverType).toBe('packageEffectA');
    const renamed = await ctx.admin.get<{ value: string }[]>('/xboot/dictData/getByType/packageEffectA');
    expect(renamed.result.map((option) => option.value)).toEqual(['1', '0']);
    expect((await ctx.admin.get('/xboot/dictData/getByType/packageInEffectA')).result).toEqual([]);
    expect((await ctx.admin.get('/xboot/dictData/getByType/jobStatus')).result).toEqual([]);
  });

  it('answers [] for an unknown type', async () => {
    expect((await ctx.admin.get('/xboot/dictData/getByType/nothing')).result).toEqual([]);
  });
});

describe('pages and ids (PageUtil, XbootBaseEntity)', () => {
  it('a page is a Spring Data Page: content, totalElements, 0-based number; ids are 19-digit strings', async () => {
    const result = await page('/xboot/quartzJob/getAllByPage', { pageNumber: 2, pageSize: 1 });
    expect(result).toMatchObject({ number: 1, size: 1, numberOfElements: 1, first: false });
    expect(result.totalElements).toBeGreaterThan(1);
    expect(result.totalPages).toBe(result.totalElements);
    expect(result.content[0]?.id).toMatch(SNOWFLAKE);
    expect(result).not.toHaveProperty('records');
  });

  it('a snowflake past 2^53 names its row exactly; the same id rounded through a number names none', async () => {
    const [job] = (await page('/xboot/quartzJob/getAllByPage', { pageSize: 1 })).content;
    const id = String(job?.id);
    expect(Number(id) > Number.MAX_SAFE_INTEGER).toBe(true);
    const rounded = BigInt(Number(id)).toString();
    expect(rounded).not.toBe(id);
    expect((await ctx.admin.form('/xboot/quartzJob/runOnce', { id: rounded })).code).toBe(500);
    expect((await ctx.admin.form('/xboot/quartzJob/runOnce', { id })).code).toBe(200);
  });

  it('the top level is parent "0"; a department tree walks by string ids', async () => {
    const top = (await ctx.admin.get<Row[]>('/xboot/department/getByParentId/0')).result;
    expect(top[0]).toMatchObject({ parentId: '0', id: expect.stringMatching(SNOWFLAKE) as unknown });
    const parent = top.find((row) => row.isParent === true);
    const children = (await ctx.admin.get<Row[]>(`/xboot/department/getByParentId/${String(parent?.id)}`)).result;
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(child.parentId).toBe(parent?.id);
  });

  it('reads no JSON body (X-Boot reads form and query parameters only)', async () => {
    const answer = await ctx.admin.body('/xboot/dict/add', { type: 'jsonOnly', title: 'JSON' });
    expect(answer).toMatchObject({ code: 500, success: false });
    expect((await ctx.server.db.query("SELECT 1 FROM dict WHERE type = 'jsonOnly'")).length).toBe(0);
  });
});

describe('entity binding (UserServiceImpl, DictDataServiceImpl)', () => {
  it('user/getByCondition: id left out is a fresh snowflake (no rows); type and status left out are 0', async () => {
    expect((await page('/xboot/user/getByCondition', { type: '', status: '' })).totalElements).toBe(0);
    const all = await page('/xboot/user/getByCondition', { id: '', type: '', status: '', pageSize: 100 });
    const defaults = await page('/xboot/user/getByCondition', { id: '', pageSize: 100 });
    expect(all.content.some((row) => row.status === -1)).toBe(true);
    expect(all.content.some((row) => row.type === 1)).toBe(true);
    expect(defaults.content.length).toBeGreaterThan(0);
    expect(defaults.content.every((row) => row.status === 0 && row.type === 0)).toBe(true);
    const one = all.content[0];
    const byId = await page('/xboot/user/getByCondition', { id: String(one?.id), type: '', status: '' });
    expect(byId.content.map((row) => row.username)).toEqual([one?.username]);
  });

  it('dictData/getByCondition: status left out lists enabled data only (0); blank lists -1 too', async () => {
    const [data] = (await page('/xboot/dictData/getByCondition', { status: '', pageSize: 1 })).content;
    await ctx.server.db.query('UPDATE dict_data SET status = -1 WHERE id = $1', [keyOf(data?.id)]);
    const dictId = String(data?.dictId);
    const enabled = await page('/xboot/dictData/getByCondition', { dictId, pageSize: 100 });
    const every = await page('/xboot/dictData/getByCondition', { dictId, status: '', pageSize: 100 });
    expect(enabled.content.map((row) => row.id)).not.toContain(data?.id);
    expect(every.content.map((row) => row.id)).toContain(data?.id);
    expect(enabled.content.every((row) => row.status === 0)).toBe(true);
    // getByType, the console's dictionaries, serves status 0 only (DictDataController).
    const [type] = await ctx.server.db.query<{ type: string }>('SELECT type FROM dict WHERE id = $1', [
      keyOf(data?.dictId),
    ]);
    const served = (await ctx.admin.get<Row[]>(`/xboot/dictData/getByType/${String(type?.type)}`)).result;
    expect(served.map((row) => row.value)).not.toContain(data?.value);
  });
});

describe('required parameters (@RequestParam)', () => {
  const MISSING = (name: string) =>
    `Required request parameter '${name}' for method parameter type String is not present`;

  it.each([
    ['/xboot/log/getAllByPage', 'key'],
    ['/xboot/dict/search', 'key'],
    ['/xboot/department/search', 'title'],
  ])('%s refuses a request without %s and accepts it blank', async (path, name) => {
    expect(await ctx.admin.get(path)).toMatchObject({ code: 500, message: MISSING(name) });
    expect((await ctx.admin.get(path, { [name]: '' })).code).toBe(200);
  });
});

describe("X-Boot's codes (CommonConstant, LogType)", () => {
  it('departments and dictionary data: 0 enabled, -1 disabled; logs: 0 operation, 1 login', async () => {
    const departments = (await ctx.admin.get<Row[]>('/xboot/department/search', { title: '' })).result;
    expect(new Set(departments.map((row) => row.status))).toEqual(new Set([0]));
    const logs = await page('/xboot/log/getAllByPage', { key: '', pageSize: 100 });
    expect(new Set(logs.content.map((row) => row.logType))).toEqual(new Set([0, 1]));
    const logins = await page('/xboot/log/getAllByPage', { key: '', type: 1, pageSize: 100 });
    expect(logins.content.every((row) => row.requestUrl === '/xboot/login')).toBe(true);
  });
});

describe('edits replace the whole row (XbootBaseService.update, UserController.edit)', () => {
  it('user/admin/edit: a field left out takes its default, and roleIds left out removes every role', async () => {
    const find = async () =>
      (await page('/xboot/user/getByCondition', { id: '', type: '', status: '', username: 'tech01' })).content[0];
    const before = await find();
    expect(before).toMatchObject({ type: 1, email: 'tech01@example.com' });
    expect(before?.roles).toEqual([
      { id: expect.stringMatching(SNOWFLAKE) as unknown, name: 'ROLE_OPERATOR', description: expect.any(String) },
    ]);
    expect((await ctx.admin.form('/xboot/user/admin/edit', { id: String(before?.id), nickname: '老张' })).code).toBe(
      200,
    );
    expect(await find()).toMatchObject({ nickname: '老张', type: 0, email: '', roles: [], departmentId: null });
  });
});

describe('pause and resume take the whole job (QuartzJobController)', () => {
  it('refuses an id alone and keeps the job; saves the job sent, a field left out blank', async () => {
    const job = (await page('/xboot/quartzJob/getAllByPage', { pageSize: 100 })).content.find(
      (row) => row.status === 0 && row.jobClassName === 'cleanExpiredTokens',
    ) as Row;
    expect(await ctx.admin.form('/xboot/quartzJob/pause', { id: String(job.id) })).toMatchObject({
      code: 500,
      message: '暂停定时任务失败',
    });
    const whole = {
      id: String(job.id),
      jobClassName: 'cleanExpiredTokens',
      cronExpression: String(job.cronExpression),
    };
    expect((await ctx.admin.form('/xboot/quartzJob/pause', whole)).code).toBe(200);
    const [paused] = await ctx.server.db.query<Row>('SELECT status, description FROM quartz_job WHERE id = $1', [
      keyOf(job.id),
    ]);
    expect(paused).toEqual({ status: -1, description: '' });
    expect((await ctx.admin.form('/xboot/quartzJob/resume', { ...whole, description: '恢复' })).code).toBe(200);
  });
});
