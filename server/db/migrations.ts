import { auditMigrationSql } from './audit';
import { hardeningMigrations } from './migrations-hardening';
import { personalMigrations } from './migrations-personal';
import { twoFactorMigrations } from './migrations-two-factor';
import { volumeMigrations } from './migrations-volume';
import { reviewMigrations } from './migrations-review';
import { inboxMigrations } from './migrations-inbox';
import { schemaV1 } from './schema';
import type { Db } from './types';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Ordered migrations. Append new ones; never edit an applied one. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'initial schema', sql: schemaV1 },
  {
    version: 2,
    name: 'lookup indexes',
    sql: `
      CREATE INDEX score_exchange_record_uid_idx ON score_exchange_record(uid);
      CREATE INDEX member_trc20_uid_idx ON member_trc20(uid);
      CREATE INDEX member_task_record_uid_idx ON member_task_record(uid);
      CREATE INDEX access_token_user_idx ON access_token(user_id);
    `,
  },
  {
    // Databases seeded before this change: the operator also gets the system app holding only the analytics
    // accounts page, read-only (the seed grants the same to new databases; on an empty database this is a no-op).
    version: 3,
    name: 'operator reads analytics accounts',
    sql: `
      INSERT INTO role_permission (role_id, permission_id, perm_types)
      SELECT r.id, p.id, CASE WHEN p.level = 2 THEN 'view' ELSE '' END
      FROM permission p JOIN role r ON r.name = 'ROLE_OPERATOR'
      WHERE p.name IN ('system-app', 'system', 'analytics-accounts')
      ON CONFLICT DO NOTHING;
    `,
  },
  ...hardeningMigrations,
  {
    // Uploaded images (SPEC §7.2 upload URL) live in the database, so every server instance serves them.
    version: 40,
    name: 'uploaded files',
    sql: `
      CREATE TABLE upload_file (
        id text PRIMARY KEY,
        mime text NOT NULL,
        data bytea NOT NULL,
        uploaded_by integer REFERENCES staff_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // The wallet ledger: balances on the member, one change record per movement, written together by
    // server/lib/ledger.ts. A CHECK keeps every balance non-negative whatever path writes it.
    version: 41,
    name: 'member wallets and the ledger',
    sql: `
      ALTER TABLE member ADD COLUMN usdt_balance numeric(18,2) NOT NULL DEFAULT 0 CHECK (usdt_balance >= 0);
      ALTER TABLE member ADD COLUMN rmb_balance numeric(18,2) NOT NULL DEFAULT 0 CHECK (rmb_balance >= 0);
      ALTER TABLE member ADD COLUMN score integer NOT NULL DEFAULT 0 CHECK (score >= 0);
      CREATE TABLE wallet_change (
        id serial PRIMARY KEY,
        uid integer NOT NULL REFERENCES member(id),
        currency text NOT NULL CHECK (currency IN ('USDT', 'RMB')),
        category integer NOT NULL,
        biz_code integer NOT NULL,
        amount numeric(18,2) NOT NULL,
        balance_before numeric(18,2) NOT NULL,
        balance_after numeric(18,2) NOT NULL,
        order_no text,
        operator text,
        remark text,
        created_time timestamp NOT NULL
      );
      CREATE INDEX wallet_change_uid_idx ON wallet_change(uid, id);
      CREATE INDEX wallet_change_order_idx ON wallet_change(order_no);
      CREATE TABLE score_record (
        id serial PRIMARY KEY,
        uid integer NOT NULL REFERENCES member(id),
        type integer NOT NULL,
        score integer NOT NULL,
        score_before integer NOT NULL,
        score_after integer NOT NULL,
        order_no text,
        operator text,
        remark text,
        created_time timestamp NOT NULL
      );
      CREATE INDEX score_record_uid_idx ON score_record(uid, id);
    `,
  },
  {
    // App packages (.apk/.ipa) share the uploaded files' table: their sanitised file name is kept for the download's
    // Content-Disposition; images have none (they are shown inline). Both are compressed formats already: stored
    // without another compression attempt.
    version: 42,
    name: 'uploaded file names',
    sql: `
      ALTER TABLE upload_file ADD COLUMN file_name text;
      ALTER TABLE upload_file ALTER COLUMN data SET STORAGE EXTERNAL;
    `,
  },
  {
    // Clients each account logged in from lately (server/lib/login-throttle.ts): past the account's failure ceiling
    // across clients, only these are still checked, so guessing from many addresses cannot lock the owner out.
    version: 43,
    name: 'login known clients',
    sql: `
      CREATE TABLE login_known_client (
        account text NOT NULL,
        client text NOT NULL,
        last_ok_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account, client)
      );
    `,
  },
  {
    // The per-client and per-account counters of server/lib/login-throttle.ts are marked '' (no username or address
    // is) instead of '*', which a login could send as its username and so share the client's row.
    version: 44,
    name: 'login counters marked by an empty name',
    sql: `
      DELETE FROM login_failure WHERE account = '' OR client = '';
      UPDATE login_failure SET account = '' WHERE account = '*';
      UPDATE login_failure SET client = '' WHERE client = '*' AND account <> '';
    `,
  },
  {
    // The day the demo data was generated for (server/seed/dates.ts): a screen's seed that runs on a later start
    // dates its rows from the same day as the rest. A database seeded before this has none and keeps the fixed day.
    version: 45,
    name: 'seed calendar',
    sql: `
      CREATE TABLE seed_calendar (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        day text NOT NULL,
        seeded_at text NOT NULL
      );
    `,
  },
  {
    // X-Boot's permission model (docs/xboot-contract.md §5): operation nodes (type 1, level 3) under a page, each with
    // its button type, and a status on every node (0 enabled, -1 disabled). Buttons have no route name, so names are
    // unique among the other nodes only. The session and the menu read these columns; the older model's lists are
    // turned into buttons by the menus screen's entity migration permission:button-nodes, which runs after this.
    version: 46,
    name: 'permission buttons and status',
    sql: `
      ALTER TABLE permission ADD COLUMN button_type text NOT NULL DEFAULT '';
      ALTER TABLE permission ADD COLUMN status integer NOT NULL DEFAULT 0;
      ALTER TABLE permission DROP CONSTRAINT permission_name_key;
      CREATE UNIQUE INDEX permission_name_key ON permission(name) WHERE type <> 1;
    `,
  },
  // The audit trail (db/audit.ts): append-only, hash-chained, written by triggers in the changing transaction.
  { version: 47, name: 'audit trail', sql: auditMigrationSql },
  {
    // Who moved money is a staff user's id (compared: a reviewer is never the maker) and username (shown); it was the
    // nickname, which every user edits for themselves. Rows written by a staff user get their id and username back.
    version: 48,
    name: 'operators by id',
    sql: `
      ALTER TABLE wallet_change ADD COLUMN operator_id integer;
      ALTER TABLE score_record ADD COLUMN operator_id integer;
      ALTER TABLE withdraw_order ADD COLUMN handler_id integer;
      UPDATE wallet_change c SET operator_id = s.id, operator = s.username FROM staff_user s
        WHERE c.operator IN (s.username, s.nickname) AND s.nickname <> '';
      UPDATE score_record r SET operator_id = s.id, operator = s.username FROM staff_user s
        WHERE r.operator IN (s.username, s.nickname) AND s.nickname <> '';
      UPDATE withdraw_order w SET handler_id = s.id, handler = s.username FROM staff_user s
        WHERE w.handler IN (s.username, s.nickname) AND s.nickname <> '';
    `,
  },
  {
    // Password checks in flight per (account, client) (server/lib/login-pair.ts), beside failed_count, which now
    // counts wrong passwords only: right passwords sent at once no longer fill the count and lock the pair.
    version: 49,
    name: 'login checks in flight',
    sql: `ALTER TABLE login_failure ADD COLUMN checking integer NOT NULL DEFAULT 0;`,
  },
  {
    // Saved list views (routes/list-views.ts): a staff user's named sets of filters, columns, sort and page size per
    // list (the page key), one of them that user's default; an administrator's view may be shared with everyone.
    version: 50,
    name: 'saved list views',
    sql: `
      CREATE TABLE list_view (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES staff_user(id) ON DELETE CASCADE,
        resource text NOT NULL,
        name text NOT NULL,
        state jsonb NOT NULL,
        shared boolean NOT NULL DEFAULT false
      );
      CREATE UNIQUE INDEX list_view_owner_name ON list_view(owner_id, resource, name);
      CREATE TABLE list_view_default (
        user_id integer NOT NULL REFERENCES staff_user(id) ON DELETE CASCADE,
        resource text NOT NULL,
        view_id integer NOT NULL REFERENCES list_view(id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, resource)
      );
    `,
  },
  ...twoFactorMigrations,
  ...personalMigrations,
  ...volumeMigrations,
  ...reviewMigrations,
  ...inboxMigrations,
];

/** Applies every migration not yet recorded in `schema_migrations`, each in its own transaction. */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    done.push(migration.version);
  }
  return done;
}
