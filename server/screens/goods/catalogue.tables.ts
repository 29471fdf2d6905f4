import { integer, money, serial, table, text, timestamp } from '../../lib/table';

/** The supplier's categories (the catalogue's own, apart from the platform's goods categories). */
export const purchaseCategory = table('purchase_category', {
  id: serial(),
  categoryName: text(),
  sort: integer({ default: '0' }),
});

/** The supplier catalogue: goods the platform may select into its own goods (SPEC §2.3 select products). */
export const purchaseGoods = table('purchase_goods', {
  id: serial(),
  goodsNo: text(),
  goodsName: text(),
  categoryId: integer({ references: 'purchase_category(id)' }),
  supplierName: text(),
  goodsImage: text({ default: "''" }),
  /** JSON arrays of image URLs. */
  bannerImages: text({ default: "'[]'" }),
  detailsImages: text({ default: "'[]'" }),
  originPrice: money({ default: '0' }),
  inPrice: money({ default: '0' }),
  suggestPrice: money({ default: '0' }),
  stock: integer({ default: '0' }),
  createdTime: timestamp(),
});

/** The supplier's SKUs of a catalogue goods (the platform goods show them read-only). */
export const purchaseGoodsSku = table('purchase_goods_sku', {
  id: serial(),
  purchaseGoodsId: integer({ references: 'purchase_goods(id) ON DELETE CASCADE' }),
  skuNo: text(),
  specName: text(),
  goodsImage: text({ default: "''" }),
  stock: integer({ default: '0' }),
  originPrice: money({ default: '0' }),
  inPrice: money({ default: '0' }),
  suggestPrice: money({ default: '0' }),
});

/** The platform's goods, each selected once from the catalogue (`/goodsInfo/batchAdd`). */
export const goodsInfo = table('goods_info', {
  id: serial(),
  purchaseGoodsId: integer({ references: 'purchase_goods(id)' }),
  goodsName: text(),
  categoryId: integer({ nullable: true, references: 'goods_category(id)' }),
  salePrice: money({ default: '0' }),
  sort: integer({ default: '0' }),
  status: integer({ default: '0' }),
  createdTime: timestamp(),
});

/** Goods status (SPEC §4): 0 off shelf, 1 on shelf, 2 pre-sale, 3 out of stock. */
export const GOODS_STATUS = [0, 1, 2, 3] as const;
export type GoodsStatus = (typeof GOODS_STATUS)[number];

/**
 * Members' goods purchases (SPEC shop feature "goods purchase with one-click custody"; fields not shown, designed
 * here): each is paid from the RMB wallet by one ledger debit (category 5 purchase, business code 30001) carrying the
 * same order number, so the statistics' sales volume can be traced to its orders.
 */
export const goodsOrder = table('goods_order', {
  id: serial(),
  orderNo: text(),
  uid: integer({ references: 'member(id)' }),
  goodsId: integer({ references: 'goods_info(id)' }),
  goodsName: text(),
  quantity: integer(),
  unitPrice: money(),
  amount: money(),
  createdTime: timestamp(),
});
