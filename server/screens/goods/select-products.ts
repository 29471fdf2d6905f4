import { selectProducts } from '../../../contract/goods/select-products';
import { ApiError } from '../../lib/api-error';
import { contains, eq, flag } from '../../kit/filters';
import { readIds } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { shanghaiNow, sqlTime } from '../../lib/time';
import { purchaseGoodsSku } from './catalogue.tables';
import { M } from '../../i18n/messages';

const CATALOGUE_SELECT = `p.id, p.goods_no AS "goodsNo", p.goods_name AS "goodsName", p.category_id AS "categoryId",
  pc.category_name AS "categoryName", p.supplier_name AS "supplierName", p.goods_image AS "goodsImage",
  p.banner_images AS "bannerImages", p.details_images AS "detailsImages", p.origin_price::float8 AS "originPrice",
  p.in_price::float8 AS "inPrice", p.suggest_price::float8 AS "suggestPrice", p.stock,
  (SELECT count(*)::int FROM purchase_goods_sku s WHERE s.purchase_goods_id = p.id) AS "skuCount",
  EXISTS (SELECT 1 FROM goods_info g WHERE g.purchase_goods_id = p.id) AS "selected",
  ${sqlTime('p.created_time')} AS "createdTime"`;

/** The supplier catalogue (SPEC §2.3 select products): categories, goods, their SKUs, and the bulk selection. */
export default screenRoutes(
  'goods/select-products',
  { order: 2, title: { 'zh-CN': '选品管理', 'en-US': 'Product selection' } },
  (r) => {
    // Hand-written: a read of the category tree for a select, not a page of rows.
    r.get(
      selectProducts.categories,
      { doc: "`[{id, categoryName}]`: the supplier catalogue's categories" },
      async ({ db }) => db.query('SELECT id, category_name AS "categoryName" FROM purchase_category ORDER BY sort, id'),
    );

    r.list(selectProducts.list, {
      from: 'purchase_goods p JOIN purchase_category pc ON pc.id = p.category_id',
      select: CATALOGUE_SELECT,
      filters: {
        goodsName: contains('p.goods_name'),
        goodsNo: contains('p.goods_no'),
        supplierName: contains('p.supplier_name'),
        categoryId: eq('p.category_id'),
        selected: flag('EXISTS (SELECT 1 FROM goods_info g WHERE g.purchase_goods_id = p.id)'),
      },
      order: 'p.created_time DESC, p.id DESC',
      map: (row) => ({
        ...row,
        bannerImages: JSON.parse(String(row.bannerImages)) as unknown,
        detailsImages: JSON.parse(String(row.detailsImages)) as unknown,
      }),
    });

    r.list(selectProducts.skus, {
      from: 'purchase_goods_sku s',
      select: purchaseGoodsSku.select('s'),
      filters: {
        purchaseGoodsId: eq('s.purchase_goods_id', 'int', {
          required: true,
          sample: {
            sql: 'SELECT purchase_goods_id FROM purchase_goods_sku GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
          },
        }),
      },
      order: 's.id',
      doc: 'the SKUs of one catalogue goods (its detail), paged',
    });

    // Hand-written: adds many goods, skipping those already selected, and answers both counts.
    r.post(
      selectProducts.batchAdd,
      {
        params: '{ids}: catalogue goods ids',
        doc: '`{added, skipped}`: goods already selected are skipped',
      },
      async ({ db, input }) => {
        const ids = [...new Set(readIds(input))];
        return db.transaction(async (tx) => {
          const known = await tx.query<{ id: number }>('SELECT id FROM purchase_goods WHERE id = ANY($1::int[])', [
            ids,
          ]);
          if (known.length !== ids.length) throw new ApiError(M.selectedGoodsNotFound);
          const added = await tx.query<{ id: number }>(
            `INSERT INTO goods_info (purchase_goods_id, goods_name, sale_price, sort, status, created_time)
           SELECT p.id, p.goods_name, p.suggest_price, 0, 0, $2::timestamp FROM purchase_goods p
           WHERE p.id = ANY($1::int[]) ORDER BY p.id
           ON CONFLICT (purchase_goods_id) DO NOTHING RETURNING id`,
            [ids, shanghaiNow()],
          );
          return { added: added.length, skipped: ids.length - added.length };
        });
      },
    );

    r.note(
      'batchAdd: each catalogue goods becomes one platform goods (unique index on goods_info.purchase_goods_id), off ' +
        'shelf, named as the supplier names it, priced at the suggested price, no category yet; ids already selected are ' +
        `skipped and counted; an unknown id refuses the whole batch ("${M.selectedGoodsNotFound}"). \`/goods/page\` lists the SKUs of ` +
        'one catalogue goods (`purchaseGoodsId`, required).',
    );
  },
);
