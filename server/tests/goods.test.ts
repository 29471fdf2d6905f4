/** Goods, categories, points goods and points tasks: the rules beyond the generated contract tests. */
import { describe, expect, it } from 'vitest';
import { type Row } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

const db = () => ctx.server.db;
const ok = async (path: string, body: Row): Promise<unknown> => {
  const answer = await ctx.admin.body(path, body);
  expect(answer.code, `${path}: ${answer.message}`).toBe(200);
  return answer.result;
};
const refused = async (path: string, body: Row, message: string | RegExp): Promise<void> => {
  const answer = await ctx.admin.body(path, body);
  expect(answer.code, path).not.toBe(200);
  expect(answer.message).toMatch(message);
};
const one = async <T extends Row>(sql: string, params: unknown[] = []): Promise<T> => {
  const [row] = await db().query<T>(sql, params as never[]);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
};

describe('the read-only operator', () => {
  const MUTATIONS: [string, Row][] = [
    ['/goodsInfo/batchAdd', { ids: [30] }],
    ['/goodsInfo/modify', { id: 1, goodsName: 'operator' }],
    ['/goodsInfo/modifyStatus', { ids: [1], status: 0 }],
    ['/goodsCategory/save', { categoryName: 'operator', type: 1 }],
    ['/goodsCategory/save', { id: 1, categoryName: 'operator' }],
    ['/goodsCategory/delete', { id: 1 }],
    ['/goodsCategory/setGoodsCategory', { type: 1, categoryId: 2, goodsIds: [1] }],
    ['/score/goods/update/status', { id: 1, status: 0 }],
    ['/score/goods/create', { goodsInfoId: 1, categoryId: 6, scorePrice: 100 }],
    ['/score/goods/del', { id: 9 }],
    ['/task/create', { taskName: 'operator', type: 1, score: 1 }],
    ['/task/update', { id: 1, taskName: 'operator' }],
    ['/task/del', { id: 1 }],
  ];
  it.each(MUTATIONS)('gets 403 on %s and changes nothing', async (path, body) => {
    const before = await db().query('SELECT (SELECT count(*) FROM goods_info) g, (SELECT count(*) FROM task) t');
    const answer = await ctx.operator.body(path, body);
    expect(answer).toMatchObject({ code: 403, success: false });
    expect(await db().query('SELECT (SELECT count(*) FROM goods_info) g, (SELECT count(*) FROM task) t')).toEqual(
      before,
    );
  });
});

describe('selecting catalogue goods', () => {
  it('adds each catalogue goods once: a repeat or an already selected goods is skipped, never duplicated', async () => {
    expect(await ok('/goodsInfo/batchAdd', { ids: [25, 26, 1] })).toEqual({ added: 2, skipped: 1 });
    expect(await ok('/goodsInfo/batchAdd', { ids: [25, 26, 26] })).toEqual({ added: 0, skipped: 2 });
    const counts = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM goods_info WHERE purchase_goods_id IN (1, 25, 26) GROUP BY purchase_goods_id',
    );
    expect(counts.map((row) => row.n)).toEqual([1, 1, 1]);
    const added = await one<{ status: number; categoryId: number | null }>(
      'SELECT status, category_id AS "categoryId" FROM goods_info WHERE purchase_goods_id = 25',
    );
    expect(added).toEqual({ status: 0, categoryId: null });
    const listed = (await ok('/purchaseGoodsInfo/pageList', { goodsNo: 'SP600175', pageSize: 5 })) as {
      records: Row[];
    };
    expect(listed.records[0]?.selected).toBe(true);
  });

  it('refuses the whole batch when one id is unknown', async () => {
    await refused('/goodsInfo/batchAdd', { ids: [27, 99999] }, '选品商品不存在');
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM goods_info WHERE purchase_goods_id = 27')).n).toBe(
      0,
    );
  });
});

describe('goods status', () => {
  const setGoods = (id: number, status: number, stock = 50, category: number | null = 1) =>
    db()
      .query(`UPDATE goods_info SET status = $2, category_id = $3, sale_price = 99.50 WHERE id = $1;`, [
        id,
        status,
        category,
      ])
      .then(() =>
        db().query(
          'UPDATE purchase_goods SET stock = $2 WHERE id = (SELECT purchase_goods_id FROM goods_info WHERE id = $1)',
          [id, stock],
        ),
      );
  const status = async (id: number) =>
    (await one<{ status: number }>('SELECT status FROM goods_info WHERE id = $1', [id])).status;

  it('allows 0→1, 1→3, 3→1, 1→0, 0→2, 2→1 and refuses 0→3, 1→2, 2→3', async () => {
    await setGoods(2, 0);
    await refused('/goodsInfo/modifyStatus', { ids: [2], status: 3 }, '当前已下架，不能改为缺货');
    for (const next of [1, 3, 1, 0, 2]) {
      await ok('/goodsInfo/modifyStatus', { ids: [2], status: next });
      expect(await status(2)).toBe(next);
    }
    await refused('/goodsInfo/modifyStatus', { ids: [2], status: 3 }, '当前预售中，不能改为缺货');
    await ok('/goodsInfo/modifyStatus', { ids: [2], status: 1 });
    await refused('/goodsInfo/modifyStatus', { ids: [2], status: 2 }, '当前已上架，不能改为预售中');
  });

  it('moves every goods of a batch or none; a goods already there is left alone', async () => {
    await setGoods(3, 0);
    await setGoods(4, 2);
    await setGoods(5, 1);
    await refused('/goodsInfo/modifyStatus', { ids: [3, 5], status: 2 }, '当前已上架，不能改为预售中');
    expect([await status(3), await status(5)]).toEqual([0, 1]);
    expect(await ok('/goodsInfo/modifyStatus', { ids: [3, 4, 5], status: 1 })).toEqual({ changed: 2 });
    expect([await status(3), await status(4), await status(5)]).toEqual([1, 1, 1]);
  });

  it('needs stock to go on shelf, and a category and a price to go on sale', async () => {
    await setGoods(6, 0, 0);
    await refused('/goodsInfo/modifyStatus', { ids: [6], status: 1 }, '库存不足');
    await setGoods(6, 0, 10, null);
    await refused('/goodsInfo/modifyStatus', { ids: [6], status: 2 }, '请先设置商品分类和售价');
    await setGoods(6, 1);
    await refused('/goodsInfo/modify', { id: 6, salePrice: 0 }, '售价必须大于0');
    await refused('/goodsInfo/modify', { id: 6, salePrice: '1.234' }, '最多两位小数');
    await ok('/goodsInfo/modify', { id: 6, salePrice: '12.30', goodsName: '自定义名称', categoryId: 2 });
    expect(
      await one('SELECT sale_price::text AS p, goods_name AS n, category_id AS c FROM goods_info WHERE id = 6'),
    ).toEqual({
      p: '12.30',
      n: '自定义名称',
      c: 2,
    });
  });
});

describe('goods categories', () => {
  it('refuses deleting a category while goods remain in it; moving them out lets it go', async () => {
    const id = (await ok('/goodsCategory/save', { categoryName: '测试分类', type: 1 })) as number;
    await refused('/goodsCategory/save', { categoryName: '测试分类', type: 1 }, '分类名称已存在');
    await refused('/goodsCategory/save', { id, type: 2 }, '分类类型不能修改');
    await ok('/goodsCategory/setGoodsCategory', { type: 1, categoryId: id, goodsIds: [10, 11] });
    await refused('/goodsCategory/delete', { id }, '该分类下还有2个商品');
    await ok('/goodsCategory/setGoodsCategory', { type: 1, categoryId: 1, goodsIds: [10, 11] });
    await ok('/goodsCategory/delete', { id });
    expect(await db().query('SELECT id FROM goods_category WHERE id = $1', [id])).toEqual([]);
  });

  it('moves goods only into a category of their kind, and only known goods', async () => {
    const points = await one<{ id: number }>('SELECT id FROM goods_category WHERE type = 2 ORDER BY id LIMIT 1');
    await refused(
      '/goodsCategory/setGoodsCategory',
      { type: 1, categoryId: points.id, goodsIds: [1] },
      '商品分类不存在',
    );
    await refused(
      '/goodsCategory/setGoodsCategory',
      { type: 2, categoryId: points.id, goodsIds: [1, 99999] },
      '商品不存在',
    );
    await ok('/goodsCategory/setGoodsCategory', { type: 2, categoryId: points.id, goodsIds: [1, 2] });
    const moved = await db().query('SELECT category_id AS c FROM score_goods WHERE id IN (1, 2)');
    expect(moved).toEqual([{ c: points.id }, { c: points.id }]);
  });
});

describe('points goods', () => {
  it('creates from a platform goods with its SKUs, once; deletes only off shelf', async () => {
    const category = await one<{ id: number }>('SELECT id FROM goods_category WHERE type = 2 ORDER BY id LIMIT 1');
    // Platform goods 8 comes from catalogue goods 8, which has five SKUs.
    const id = (await ok('/score/goods/create', {
      goodsInfoId: 8,
      categoryId: category.id,
      scorePrice: 1000,
      status: 1,
    })) as number;
    const skus = await db().query<{ score: number }>(
      'SELECT score_price AS score FROM score_goods_stock WHERE score_goods_id = $1',
      [id],
    );
    expect(skus).toHaveLength(5);
    expect(skus.every((sku) => sku.score >= 1000)).toBe(true);
    await refused(
      '/score/goods/create',
      { goodsInfoId: 8, categoryId: category.id, scorePrice: 1000 },
      '该商品已是积分商品',
    );
    await refused('/score/goods/create', { goodsInfoId: 9, categoryId: 1, scorePrice: 1000 }, '商品分类不存在');
    await refused('/score/goods/del', { id }, '请先下架再删除');
    await ok('/score/goods/update/status', { id, status: 0 });
    await ok('/score/goods/del', { id });
    expect(await db().query('SELECT id FROM score_goods_stock WHERE score_goods_id = $1', [id])).toEqual([]);
  });
});

describe('points tasks', () => {
  it('adds, edits, disables and deletes a task; a task members completed is kept', async () => {
    const id = (await ok('/task/create', {
      taskName: '连续签到7天',
      type: 2,
      score: 70,
      sort: 3,
      description: '签到',
    })) as number;
    await ok('/task/update', { id, status: 0 });
    expect(await one('SELECT task_name AS n, type, score, status FROM task WHERE id = $1', [id])).toEqual({
      n: '连续签到7天',
      type: 2,
      score: 70,
      status: 0,
    });
    await refused('/task/create', { taskName: '无类型', score: 1 }, '任务类型不能为空');
    await ok('/task/del', { id });
    const used = await one<{ id: number }>('SELECT task_id AS id FROM member_task_record LIMIT 1');
    await refused('/task/del', { id: used.id }, '该任务已有完成记录');
  });
});
