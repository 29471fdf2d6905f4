import { hardeningMigrations } from './migrations-hardening';
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
