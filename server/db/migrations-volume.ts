/**
 * Indexes for lists at volume (docs/performance.md "At volume"; bench/volume.mjs measures them on the volume seed).
 * Versions 70–79.
 * - Trigram (pg_trgm, GIN) for the "contains" searches staff type part of a value into: a member's phone, a
 *   withdrawal's order number and address. A B-tree serves only a prefix; `ILIKE '%…%'` read every row. Not on names:
 *   a name is two or three Chinese characters, and a common one matched tens of thousands of members through the
 *   index, slower than reading the newest members in order until a page is full (bench/results/volume.md).
 * The fund change records' order has its index beside the review columns it reads (screens/finance/money-change-records.ts).
 * A member's upline depth (76) is kept on its row so that the subordinates lists' totals are kept figures.
 */
export const volumeMigrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 70,
    name: 'trigram indexes',
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX member_phone_trgm ON member USING gin (phone gin_trgm_ops);
      CREATE INDEX withdraw_order_order_no_trgm ON withdraw_order USING gin (order_no gin_trgm_ops);
      CREATE INDEX withdraw_order_card_no_trgm ON withdraw_order USING gin (card_no gin_trgm_ops);
    `,
  },
  {
    version: 71,
    name: 'sort and statistics indexes',
    // The withdrawal list's sortable amounts (a page of the largest read from the index, not 3,000,000 orders
    // sorted); home's goods-sold figure of a day read from the index alone. The other lists' first pages read
    // their own order's index: the points records newest first, the balances largest first, the manual
    // operations (a few among millions of rows).
    sql: `
      CREATE INDEX withdraw_order_withdraw_amount_idx ON withdraw_order(withdraw_amount, id);
      CREATE INDEX withdraw_order_usdt_amount_idx ON withdraw_order(usdt_amount, id);
      CREATE INDEX withdraw_order_fee_amount_idx ON withdraw_order(fee_amount, id);
      CREATE INDEX withdraw_order_transfer_amount_idx ON withdraw_order(transfer_amount, id);
      CREATE INDEX wallet_change_sales_idx ON wallet_change(created_time) INCLUDE (amount) WHERE category = 5;
      CREATE INDEX wallet_change_manual_idx ON wallet_change(created_time DESC, id DESC) WHERE category IN (12, 13);
      CREATE INDEX score_record_time_idx ON score_record(created_time DESC, id DESC);
      CREATE INDEX score_record_manual_idx ON score_record(created_time DESC, id DESC) WHERE type IN (3, 4);
      CREATE INDEX member_usdt_balance_idx ON member(usdt_balance DESC, id);
    `,
  },
  {
    version: 72,
    name: 'name grams',
    // Names: every character and every pair of neighbours, in a GIN index. A search's pairs (its character, when it
    // is one) must all be a name's; ILIKE then checks the order. pg_trgm finds nothing to index in a two-character
    // search, the usual one for a Chinese name, and read every member (bench/results/volume.md).
    sql: `
      CREATE FUNCTION name_grams(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $grams$
        SELECT ARRAY(SELECT DISTINCT substr(lower($1), i, n) FROM generate_series(1, length($1)) i,
          (VALUES (1), (2)) k(n) WHERE i + n - 1 <= length($1))
      $grams$;
      CREATE FUNCTION name_query_grams(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $grams$
        SELECT CASE WHEN t = '' THEN '{}'::text[] WHEN length(t) = 1 THEN ARRAY[t]
          ELSE ARRAY(SELECT DISTINCT substr(t, i, 2) FROM generate_series(1, length(t) - 1) i) END
        FROM (SELECT lower(regexp_replace($1, '\\\\(.)', '\\1', 'g')) AS t) s
      $grams$;
      CREATE INDEX member_name_grams_idx ON member USING gin (name_grams(real_name));
    `,
  },
  {
    version: 73,
    name: 'search indexes',
    // The order numbers staff paste part of (wallet changes, points records; recharges' and invite codes' beside
    // their tables), and the
    // RMB balance bounds of the balance list.
    sql: `
      CREATE INDEX wallet_change_order_no_trgm ON wallet_change USING gin (order_no gin_trgm_ops);
      CREATE INDEX score_record_order_no_trgm ON score_record USING gin (order_no gin_trgm_ops);
      CREATE INDEX member_rmb_balance_idx ON member(rmb_balance);
    `,
  },
  {
    version: 74,
    name: 'team leaders',
    // The team statistics list the members with a team, largest team performance first, with sums over them: the
    // leaders only, in that order, with the summed columns (a few among a million members).
    sql: `
      CREATE INDEX member_team_leaders_idx ON member(team_performance DESC, id)
        INCLUDE (team_user_count, team_deposit) WHERE team_user_count > 0;
    `,
  },
  {
    version: 75,
    name: 'staff name searches',
    // The reviewer of a withdrawal and the operator of a wallet change or points record, searched by part of a staff
    // name (a username, or a display name in Chinese: two characters are a usual search, which trigrams cannot
    // index). A name in most rows is read in the date order under the page's LIMIT; a rare one (a new staff user's)
    // through its name grams, where that scan would read the table whole. The totals are kept (kit/kept-tables.ts).
    sql: `
      CREATE INDEX withdraw_order_handler_grams ON withdraw_order USING gin (name_grams(handler));
      CREATE INDEX wallet_change_operator_grams ON wallet_change USING gin (name_grams(operator));
      CREATE INDEX score_record_operator_grams ON score_record USING gin (name_grams(operator));
    `,
  },
  {
    version: 76,
    name: 'upline depth',
    // How many uplines a member has, up to two (0 none, 1 a referrer, 2 a referrer's referrer too): the subordinates
    // lists before a member is picked count every member with one or two, a join of the member table with itself.
    // Kept on the row by triggers that fire also for bulk rows (ALWAYS), it is a column of the members' kept totals
    // (kit/kept-tables.ts). A changed referrer changes its own depth and its direct subordinates'. Derived, it is not
    // audited alone: the member's audit trigger is made again by attachAudit with the column ignored (db/audit.ts),
    // after the rows are filled.
    sql: `
      ALTER TABLE member ADD COLUMN upline_depth smallint NOT NULL DEFAULT 0;
      CREATE FUNCTION member_upline_depth() RETURNS trigger LANGUAGE plpgsql AS $depth$
      BEGIN
        NEW.upline_depth := CASE WHEN NEW.referrer_id IS NULL THEN 0
          WHEN (SELECT referrer_id FROM member WHERE id = NEW.referrer_id) IS NULL THEN 1 ELSE 2 END;
        RETURN NEW;
      END $depth$;
      CREATE TRIGGER member_upline_depth BEFORE INSERT OR UPDATE OF referrer_id ON member
        FOR EACH ROW EXECUTE FUNCTION member_upline_depth();
      ALTER TABLE member ENABLE ALWAYS TRIGGER member_upline_depth;
      CREATE FUNCTION member_subordinates_depth() RETURNS trigger LANGUAGE plpgsql AS $depth$
      BEGIN
        UPDATE member SET upline_depth = CASE WHEN NEW.referrer_id IS NULL THEN 1 ELSE 2 END
          WHERE referrer_id = NEW.id AND upline_depth <> CASE WHEN NEW.referrer_id IS NULL THEN 1 ELSE 2 END;
        RETURN NULL;
      END $depth$;
      CREATE TRIGGER member_subordinates_depth AFTER UPDATE OF referrer_id ON member
        FOR EACH ROW WHEN (OLD.referrer_id IS DISTINCT FROM NEW.referrer_id)
        EXECUTE FUNCTION member_subordinates_depth();
      ALTER TABLE member ENABLE ALWAYS TRIGGER member_subordinates_depth;
      DROP TRIGGER IF EXISTS audit_row ON member;
      UPDATE member m SET upline_depth = CASE WHEN p.referrer_id IS NULL THEN 1 ELSE 2 END
        FROM member p WHERE p.id = m.referrer_id;
    `,
  },
];
