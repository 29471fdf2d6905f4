/**
 * Hardening migrations (versions 20–39). Appended to `migrations` in migrations.ts; never edit an applied one.
 */
export const hardeningMigrations = [
  {
    // Failed password checks per (account, client): a burst from one address cannot lock the account for others.
    // account '*' counts every failure of a client whatever the username (spraying).
    version: 20,
    name: 'login failures per account and client',
    sql: `
      CREATE TABLE login_failure (
        account text NOT NULL,
        client text NOT NULL,
        failed_count integer NOT NULL DEFAULT 0,
        first_failed_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        PRIMARY KEY (account, client)
      );
    `,
  },
  {
    // Tokens are kept as their sha256 only; sessions get an absolute end and a server-side lock; disabling a user
    // (status <> 0, by any path) deletes their sessions so re-enabling does not revive them.
    version: 21,
    name: 'hashed tokens, absolute lifetime, session lock',
    sql: `
      UPDATE access_token SET token = encode(sha256(convert_to(token, 'UTF8')), 'hex');
      ALTER TABLE access_token RENAME COLUMN token TO token_hash;
      ALTER TABLE access_token ADD COLUMN absolute_expires_at timestamptz;
      UPDATE access_token SET absolute_expires_at = created_at + interval '24 hours';
      ALTER TABLE access_token ALTER COLUMN absolute_expires_at SET NOT NULL;
      ALTER TABLE access_token ADD COLUMN locked boolean NOT NULL DEFAULT false;
      CREATE FUNCTION staff_user_disabled_drops_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM access_token WHERE user_id = NEW.id;
        RETURN NEW;
      END $$;
      CREATE TRIGGER staff_user_disabled_drops_tokens AFTER UPDATE OF status ON staff_user
        FOR EACH ROW WHEN (NEW.status <> 0) EXECUTE FUNCTION staff_user_disabled_drops_tokens();
    `,
  },
  {
    // One binding per TRC20 address: keep the oldest of any duplicates, then let the database refuse a second one.
    version: 22,
    name: 'unique TRC20 address',
    sql: `
      DELETE FROM member_trc20 a USING member_trc20 b WHERE a.card_no = b.card_no AND a.id > b.id;
      CREATE UNIQUE INDEX member_trc20_card_no_key ON member_trc20(card_no);
    `,
  },
  {
    // The withdrawal list's filters and sorts (SPEC §3): status tabs with the default order, handle time, currency.
    version: 23,
    name: 'withdrawal list indexes',
    sql: `
      CREATE INDEX withdraw_order_status_created_idx ON withdraw_order(status, created_time DESC, id DESC);
      CREATE INDEX withdraw_order_handle_time_idx ON withdraw_order(handle_time);
      CREATE INDEX withdraw_order_currency_idx ON withdraw_order(currency);
      CREATE INDEX withdraw_order_amount_idx ON withdraw_order(withdraw_amount);
    `,
  },
  {
    // The session check reads a user's page permissions from a per-process cache keyed by this version, which every
    // statement on the grant tables bumps (in its own transaction, so a reader sees the version and the grants of
    // one snapshot): a request costs one query instead of three, and a grant change applies to the next request on
    // every server instance sharing the database.
    version: 24,
    name: 'grant version',
    sql: `
      CREATE TABLE grant_version (id boolean PRIMARY KEY DEFAULT true CHECK (id), v bigint NOT NULL);
      INSERT INTO grant_version (id, v) VALUES (true, 1);
      CREATE FUNCTION bump_grant_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE grant_version SET v = v + 1;
        RETURN NULL;
      END $$;
      CREATE TRIGGER user_role_grant_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_role
        FOR EACH STATEMENT EXECUTE FUNCTION bump_grant_version();
      CREATE TRIGGER role_permission_grant_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permission
        FOR EACH STATEMENT EXECUTE FUNCTION bump_grant_version();
      CREATE TRIGGER permission_grant_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permission
        FOR EACH STATEMENT EXECUTE FUNCTION bump_grant_version();
    `,
  },
] as const;
