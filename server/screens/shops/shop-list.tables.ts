/** The member-shop tables (SPEC §2.3 shops; fields not shown, designed here). One place for all shop screens. */
import { integer, money, serial, table, text, timestamp } from '../../kit/table';
import { SQL_CLOCK_NOW } from '../../lib/time';

/** Shop systems (shop types members may open or claim): deposit, feature, goods limit, claim settings. */
export const shopSystem = table('shop_system', {
  id: serial(),
  systemName: text(),
  deposit: money({ default: '0' }),
  feature: integer({ default: '1' }),
  goodsLimit: integer({ default: '100' }),
  claimLevel: integer({ default: '0' }),
  claimDays: integer({ default: '0' }),
  claimLimit: integer({ default: '0' }),
  claimedCount: integer({ default: '0' }),
  sort: integer({ default: '0' }),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

/** Industries a shop declares; each offered under one shop system (the select-type dialog). */
export const shopIndustry = table('shop_industry', {
  id: serial(),
  industryName: text(),
  shopSystemId: integer({ nullable: true, references: 'shop_system(id)' }),
  sort: integer({ default: '0' }),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

/** An opened member shop; status by the operation dictionary (1 normal, 2 suspended — a closed shop is suspended). */
export const memberShop = table('member_shop', {
  id: serial(),
  shopNo: text(),
  uid: integer({ references: 'member(id)' }),
  shopName: text(),
  logo: text({ default: "''" }),
  shopSystemId: integer({ references: 'shop_system(id)' }),
  industryId: integer({ nullable: true, references: 'shop_industry(id)' }),
  deposit: money({ default: '0' }),
  status: integer({ default: '1' }),
  openTime: timestamp(),
});

/** Applications to open (type 1) or close (type 2) a shop; status by the shop-application dictionary. */
export const shopApply = table('member_shop_apply', {
  id: serial(),
  applyNo: text(),
  applyType: integer(),
  uid: integer({ references: 'member(id)' }),
  shopId: integer({ nullable: true, references: 'member_shop(id)' }),
  shopName: text(),
  shopSystemId: integer({ references: 'shop_system(id)' }),
  industryId: integer({ nullable: true, references: 'shop_industry(id)' }),
  deposit: money({ default: '0' }),
  reason: text({ default: "''" }),
  status: integer(),
  remark: text({ nullable: true }),
  handler: text({ nullable: true }),
  handleTime: timestamp({ nullable: true }),
  refundTime: timestamp({ nullable: true }),
  createdTime: timestamp(),
});

/** Traffic packages a member's shop holds: sent by staff here, bought in the member app. */
export const trafficPackage = table('member_shop_traffic_package', {
  id: serial(),
  uid: integer({ references: 'member(id)' }),
  shopId: integer({ references: 'member_shop(id)' }),
  packageName: text(),
  trafficAmount: integer(),
  usedAmount: integer({ default: '0' }),
  validDays: integer(),
  type: integer(),
  price: money({ default: '0' }),
  startTime: timestamp(),
  expireTime: timestamp(),
  operator: text({ nullable: true }),
  createdTime: timestamp(),
});

/** Goods a member's shop sells (taken from the platform catalogue), status by the goods-status dictionary. */
export const shopGoods = table('member_shop_goods', {
  id: serial(),
  shopId: integer({ references: 'member_shop(id)' }),
  goodsName: text(),
  goodsImage: text({ default: "''" }),
  price: money(),
  salePrice: money(),
  stock: integer({ default: '0' }),
  sales: integer({ default: '0' }),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

export const shopGoodsSku = table('member_shop_goods_sku', {
  id: serial(),
  goodsId: integer({ references: 'member_shop_goods(id)' }),
  skuName: text(),
  specName: text(),
  salePrice: money(),
  stock: integer({ default: '0' }),
  sales: integer({ default: '0' }),
});

export const SHOP_TABLES = [shopSystem, shopIndustry, memberShop, shopApply, trafficPackage, shopGoods, shopGoodsSku];

/** Now on the server's clock, in a list's SQL (Asia/Shanghai wall time, as the columns hold it). */
export const SQL_NOW = SQL_CLOCK_NOW;
