/**
 * The member-shop tables (SPEC §2.3 shops; fields not shown, designed here), which the shop screens join one another's
 * rows through. Each is created and seeded by the screen that writes it: shop_system by shop-system, shop_industry by
 * shop-industries, member_shop by shop-list (with the traffic packages of server/lib/shared-tables.ts), the
 * applications by shop-open-list, the shops' goods by user-goods-products.
 */
import { integer, money, serial, table, text, timestamp } from '../../lib/table';

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

/**
 * Names the saves keep unique (shop-industries.ts, shops.modify.ts), made UNIQUE in the database. Rows that
 * already share a name keep the oldest as it is: a newer industry's shops and applications move to the oldest of its
 * name and it is removed; a newer shop or open application (money moved for it) is renamed with its number appended.
 * A shop name is unique among normal shops and open applications in 0/1: each table by its partial unique index, and
 * across the two by a trigger that refuses as those indexes do (SQLSTATE 23505, the index's name, so db/unique.ts
 * words it), under a lock on the name so two saves racing in different tables cannot both pass.
 */
export const UNIQUE_NAME_MIGRATIONS = [
  {
    id: 'shop_industry:unique-name',
    sql: `
      CREATE TEMP TABLE industry_keep ON COMMIT DROP AS
        SELECT i.id, (SELECT MIN(k.id) FROM shop_industry k WHERE k.industry_name = i.industry_name) AS keep
        FROM shop_industry i;
      UPDATE member_shop s SET industry_id = k.keep FROM industry_keep k WHERE s.industry_id = k.id AND k.id <> k.keep;
      UPDATE member_shop_apply a SET industry_id = k.keep FROM industry_keep k
        WHERE a.industry_id = k.id AND k.id <> k.keep;
      DELETE FROM shop_industry i USING industry_keep k WHERE i.id = k.id AND k.id <> k.keep;
      CREATE UNIQUE INDEX shop_industry_name_key ON shop_industry(industry_name);
    `,
  },
  {
    id: 'member_shop:unique-open-name',
    sql: `
      UPDATE member_shop a SET shop_name = a.shop_name || '-' || a.shop_no FROM member_shop b
        WHERE a.shop_name = b.shop_name AND a.status = 1 AND b.status = 1 AND a.id > b.id;
      CREATE UNIQUE INDEX member_shop_open_name_key ON member_shop(shop_name) WHERE status = 1;
    `,
  },
  {
    id: 'member_shop_apply:unique-open-name',
    sql: `
      UPDATE member_shop_apply a SET shop_name = a.shop_name || '-' || a.apply_no FROM member_shop_apply b
        WHERE a.shop_name = b.shop_name AND a.apply_type = 1 AND b.apply_type = 1 AND a.status IN (0, 1)
          AND b.status IN (0, 1) AND a.id > b.id;
      CREATE UNIQUE INDEX member_shop_apply_open_name_key ON member_shop_apply(shop_name)
        WHERE apply_type = 1 AND status IN (0, 1);
    `,
  },
];

/** After UNIQUE_NAME_MIGRATIONS: the two tables compared (see above). */
export const SHOP_NAME_ACROSS = {
  id: 'member_shop:name-unique-across',
  sql: `
      CREATE OR REPLACE FUNCTION shop_name_unique_across() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('shop_name:' || NEW.shop_name));
        IF TG_TABLE_NAME = 'member_shop' THEN
          IF NEW.status = 1 AND EXISTS (SELECT 1 FROM member_shop_apply a WHERE a.shop_name = NEW.shop_name
                                          AND a.apply_type = 1 AND a.status IN (0, 1)) THEN
            RAISE unique_violation USING MESSAGE = 'shop name held by an open application',
              CONSTRAINT = 'member_shop_apply_open_name_key';
          END IF;
        ELSIF NEW.apply_type = 1 AND NEW.status IN (0, 1)
              AND EXISTS (SELECT 1 FROM member_shop s WHERE s.shop_name = NEW.shop_name AND s.status = 1) THEN
          RAISE unique_violation USING MESSAGE = 'shop name held by a normal shop',
            CONSTRAINT = 'member_shop_open_name_key';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER member_shop_name_across BEFORE INSERT OR UPDATE OF shop_name, status ON member_shop
        FOR EACH ROW EXECUTE FUNCTION shop_name_unique_across();
      CREATE TRIGGER member_shop_apply_name_across BEFORE INSERT OR UPDATE OF shop_name, status, apply_type
        ON member_shop_apply FOR EACH ROW EXECUTE FUNCTION shop_name_unique_across();
    `,
};
