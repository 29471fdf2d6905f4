import { describe, expect, it } from 'vitest';
import { type PageResult, type Row } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

async function records(body: Row = {}): Promise<PageResult<Row>> {
  const answer = await ctx.admin.body<PageResult<Row>>('/score/exchange/record/list', body);
  expect(answer.code, answer.message).toBe(200);
  return answer.result;
}

describe('points exchange records', () => {
  it('lists with paging and every status 0–5 present', async () => {
    const all = await records({ page: 1, pageSize: 10 });
    expect(all.total).toBeGreaterThanOrEqual(200);
    expect(all.records).toHaveLength(10);
    for (const status of [0, 1, 2, 3, 4, 5]) {
      const page = await records({ status, pageSize: 50 });
      expect(page.total, `status ${status}`).toBeGreaterThan(0);
      expect(page.records.every((row) => row.status === status)).toBe(true);
    }
    const fields = [
      'id',
      'uid',
      'realName',
      'phone',
      'isTest',
      'orderId',
      'threePartyOrderId',
      'status',
      'scorePrice',
      'goodsId',
      'goodsImage',
      'goodsName',
      'skuName',
      'expressName',
      'expressNumber',
      'provinceTxt',
      'cityTxt',
      'districtTxt',
      'streetAddress',
      'shippingTime',
      'createdTime',
    ];
    for (const field of fields) expect(all.records[0], field).toHaveProperty(field);
  });

  it('filters by uid, realName, phone, orderId, threePartyOrderId and isTest', async () => {
    const sample = (await records({ status: 2, pageSize: 1 })).records[0] as Row;
    const filters: [Row, (row: Row) => boolean][] = [
      [{ uid: sample.uid }, (row) => row.uid === sample.uid],
      [
        { realName: String(sample.realName).slice(0, 2) },
        (row) => String(row.realName).includes(String(sample.realName).slice(0, 2)),
      ],
      [{ phone: String(sample.phone).slice(-6) }, (row) => String(row.phone).includes(String(sample.phone).slice(-6))],
      [{ orderId: sample.orderId }, (row) => row.orderId === sample.orderId],
      [{ threePartyOrderId: sample.threePartyOrderId }, (row) => row.threePartyOrderId === sample.threePartyOrderId],
      [{ isTest: 1 }, (row) => row.isTest === 1],
      [{ isTest: 0 }, (row) => row.isTest === 0],
      [{ state: 3 }, (row) => row.status === 3],
    ];
    for (const [body, predicate] of filters) {
      const page = await records({ ...body, pageSize: 500 });
      expect(page.total, JSON.stringify(body)).toBeGreaterThan(0);
      expect(page.records.every(predicate), JSON.stringify(body)).toBe(true);
    }
    const bad = await ctx.admin.body('/score/exchange/record/list', { uid: 'abc' });
    expect(bad).toMatchObject({ code: 500, message: '参数格式错误: uid' });
  });

  it('cancels only from status 1, to status 5', async () => {
    const pending = (await records({ status: 1, pageSize: 1 })).records[0] as Row;
    const answer = await ctx.admin.body('/score/cancel/exchange/record', { id: pending.id });
    expect(answer).toMatchObject({ code: 200, success: true });
    const [row] = await ctx.server.db.query<{ status: number }>(
      'SELECT status FROM score_exchange_record WHERE id = $1',
      [Number(pending.id)],
    );
    expect(row?.status).toBe(5);
    expect(await ctx.admin.body('/score/cancel/exchange/record', { id: pending.id })).toMatchObject({
      code: 500,
      message: '仅待发货订单可取消',
    });
    for (const status of [0, 2, 3, 4]) {
      const other = (await records({ status, pageSize: 1 })).records[0] as Row;
      expect(await ctx.admin.body('/score/cancel/exchange/record', { id: other.id })).toMatchObject({
        code: 500,
        message: '仅待发货订单可取消',
      });
    }
    expect((await ctx.admin.body('/score/cancel/exchange/record', { id: 999999 })).code).toBe(500);
  });
});

interface GoodsInfo {
  scoreGoods: Row;
  scoreGoodsStockList: Row[];
}

async function goodsWithSkus(withSkus: boolean): Promise<GoodsInfo> {
  const [row] = await ctx.server.db.query<{ id: number }>(
    `SELECT g.id FROM score_goods g WHERE ${withSkus ? '' : 'NOT'} EXISTS (SELECT 1 FROM score_goods_stock s WHERE s.score_goods_id = g.id) ORDER BY g.id LIMIT 1`,
  );
  const answer = await ctx.admin.body<GoodsInfo>('/score/goods/info', { id: row?.id });
  expect(answer.code).toBe(200);
  return answer.result;
}

describe('points-mall goods', () => {
  it('lists goods with their category names and filters', async () => {
    const answer = await ctx.admin.body<PageResult<Row>>('/score/goods/list', { page: 1, pageSize: 100 });
    expect(answer.result.total).toBeGreaterThanOrEqual(40);
    expect(answer.result.records[0]).toMatchObject({
      categoryName: expect.any(String),
      scorePrice: expect.any(Number),
    });
    const categoryId = answer.result.records[0]?.categoryId;
    const filtered = await ctx.admin.body<PageResult<Row>>('/score/goods/list', {
      categoryId,
      goodsName: '',
      status: null,
    });
    expect(filtered.result.records.every((row) => row.categoryId === categoryId)).toBe(true);
    const byName = await ctx.admin.body<PageResult<Row>>('/score/goods/list', { goodsName: '耳机' });
    expect(byName.result.total).toBeGreaterThan(0);
    expect(byName.result.records.every((row) => String(row.goodsName).includes('耳机'))).toBe(true);
  });

  it('lists categories by type', async () => {
    const points = await ctx.admin.get<{ id: number; categoryName: string }[]>('/goodsCategory/list', { type: 2 });
    expect(points.result.length).toBeGreaterThanOrEqual(5);
    const purchase = await ctx.admin.get<{ id: number }[]>('/goodsCategory/list', { type: 1 });
    expect(purchase.result.length).toBeGreaterThan(0);
    expect(purchase.result.some((c) => points.result.some((p) => p.id === c.id))).toBe(false);
  });

  it('returns the detail with SKUs, and goods without SKUs exist', async () => {
    const withSkus = await goodsWithSkus(true);
    expect(withSkus.scoreGoodsStockList.length).toBeGreaterThan(0);
    for (const field of [
      'goodsImage',
      'goodsName',
      'specName',
      'goodsId',
      'goodsStockStart',
      'goodsStockValid',
      'originPrice',
      'inPrice',
      'suggestPrice',
      'scorePrice',
    ]) {
      expect(withSkus.scoreGoodsStockList[0], field).toHaveProperty(field);
    }
    expect((await goodsWithSkus(false)).scoreGoodsStockList).toEqual([]);
    expect((await ctx.admin.body('/score/goods/info', { id: 99999 })).code).toBe(500);
  });

  it('validates an update in the order of SPEC §5', async () => {
    const info = await goodsWithSkus(true);
    const goods = info.scoreGoods;
    const skus = info.scoreGoodsStockList;
    const update = (scoreGoods: Row, stock: Row[] = skus) =>
      ctx.admin.body('/score/goods/update', { scoreGoods, scoreGoodsStockList: stock });
    const zeroSku = skus.map((sku, i) => (i === 0 ? { ...sku, scorePrice: 0 } : sku));
    const cases: [Row, Row[], string][] = [
      [{ ...goods, goodsName: '', categoryId: null, scorePrice: 0 }, zeroSku, '商品名称不能为空'],
      [{ ...goods, goodsName: '  ', categoryId: null, scorePrice: 0 }, zeroSku, '商品名称不能为空'],
      [{ ...goods, categoryId: null, scorePrice: 0 }, zeroSku, '商品分类不能为空'],
      [{ ...goods, scorePrice: 0 }, zeroSku, '积分价格不能为空'],
      [{ ...goods, scorePrice: null }, zeroSku, '积分价格不能为空'],
      [goods, zeroSku, 'SKU 积分价格不能为空'],
      [goods, skus.map((sku) => ({ ...sku, scorePrice: '' })), 'SKU 积分价格不能为空'],
    ];
    for (const [scoreGoods, stock, message] of cases) {
      expect(await update(scoreGoods, stock), message).toMatchObject({ code: 500, message });
    }
    expect((await update({ ...goods, goodsName: 'x'.repeat(256) })).message).toBe('商品名称不能超过255个字符');
    expect((await update({ ...goods, scorePrice: 100000000 })).code).toBe(500);
    expect((await update({ ...goods, scorePrice: 12.5 })).code).toBe(500);
    expect((await update({ ...goods, categoryId: 1 })).message).toBe('商品分类不存在');
    expect((await update(goods, [{ ...skus[0], id: 999999 }])).code).toBe(500);
  });

  it('saves name, category, sort and prices', async () => {
    const info = await goodsWithSkus(true);
    const categories = (await ctx.admin.get<{ id: number }[]>('/goodsCategory/list', { type: 2 })).result;
    const category = categories[categories.length - 1]?.id;
    const answer = await ctx.admin.body('/score/goods/update', {
      scoreGoods: { ...info.scoreGoods, goodsName: '新的名字', categoryId: category, scorePrice: 4321, sort: '7' },
      scoreGoodsStockList: info.scoreGoodsStockList.map((sku, i) => ({ ...sku, scorePrice: 100 + i })),
    });
    expect(answer).toMatchObject({ code: 200, success: true });
    const after = (await ctx.admin.body<GoodsInfo>('/score/goods/info', { id: info.scoreGoods.id })).result;
    expect(after.scoreGoods).toMatchObject({ goodsName: '新的名字', categoryId: category, scorePrice: 4321, sort: 7 });
    expect(after.scoreGoodsStockList.map((sku) => sku.scorePrice)).toEqual(
      info.scoreGoodsStockList.map((_, i) => 100 + i),
    );
  });
});

describe('points-mall goods search by category name', () => {
  it('filters the goods list by a part of the category name', async () => {
    const answer = await ctx.admin.body<PageResult<Row>>('/score/goods/list', { categoryName: '数码', pageSize: 100 });
    expect(answer.result.total).toBeGreaterThan(0);
    expect(answer.result.records.every((row) => String(row.categoryName).includes('数码'))).toBe(true);
  });
});
