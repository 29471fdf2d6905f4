/**
 * A value declared unique is refused by its database index with the words of db/unique.ts — no check by hand before
 * the write: editing a row to another row's value answers the index's message, and the row keeps its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestServer();
});
afterAll(() => ctx.server.close());

/** The edit route, the table, its unique column(s) as [field, column], and the index's message. */
const UNIQUE_VALUES: [string, string, [string, string][], string][] = [
  ['/captionConfig/update', 'caption_config', [['captionKey', 'caption_key']], '文案标识已存在'],
  ['/SwitchConfiguration/update', 'switch_configuration', [['switchKey', 'switch_key']], '开关标识已存在'],
  ['/phoneRegionCode/update', 'phone_region_code', [['regionCode', 'region_code']], '区号已存在'],
  ['/sys/paramter/update', 'sys_parameter', [['paramKey', 'param_key']], '参数键已存在'],
  ['/wallet/bank-config/update', 'bank_config', [['bankCode', 'bank_code']], '银行编码已存在'],
  ['/goodsCategory/save', 'goods_category', [['categoryName', 'category_name']], '分类名称已存在'],
  ['/memberShop/industry/modify', 'shop_industry', [['industryName', 'industry_name']], '行业名称已存在'],
];

describe.each(UNIQUE_VALUES)('%s', (path, table, columns, message) => {
  it(`refuses another row's value with "${message}" and keeps the row as it was`, async () => {
    // Two rows of the same kind (a category's name is unique within its type).
    const scope =
      table === 'goods_category' ? 'WHERE type = (SELECT type FROM goods_category ORDER BY id LIMIT 1)' : '';
    const rows = await ctx.server.db.query<{ id: number } & Record<string, unknown>>(
      `SELECT id, ${columns.map(([field, column]) => `${column} AS "${field}"`).join(', ')} FROM ${table} ${scope} ORDER BY id LIMIT 2`,
    );
    expect(rows.length, `two rows of ${table} in the seed`).toBe(2);
    const [first, second] = rows as [Record<string, unknown>, { id: number } & Record<string, unknown>];
    const taken = Object.fromEntries(columns.map(([field]) => [field, first[field]]));
    const answer = await ctx.admin.body(path, { id: second.id, ...taken });
    expect(answer).toMatchObject({ code: 500, success: false, message });
    const [after] = await ctx.server.db.query<Record<string, unknown>>(
      `SELECT ${columns.map(([field, column]) => `${column} AS "${field}"`).join(', ')} FROM ${table} WHERE id = $1`,
      [second.id],
    );
    expect(after).toEqual(Object.fromEntries(columns.map(([field]) => [field, second[field]])));
  });
});
