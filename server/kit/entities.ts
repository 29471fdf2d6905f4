import type { Db } from '../db/types';
import type { Entity, ScreenDecl } from './types';

/** The migrations of an entity, in order: `<table>:create` from its typed columns (a new table), then the declared ones. */
export function entityMigrations(entity: Entity): readonly { id: string; sql: string }[] {
  const declared = entity.migrations ?? [];
  if (entity.existing) return declared;
  return [{ id: `${entity.table.name}:create`, sql: entity.table.createSql() }, ...declared];
}

async function applied(db: Db): Promise<Set<string>> {
  await db.exec(`CREATE TABLE IF NOT EXISTS entity_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = await db.query<{ id: string }>('SELECT id FROM entity_migrations');
  return new Set(rows.map((row) => row.id));
}

/**
 * Applies the screens' entity migrations not yet recorded (by string id, each in its own transaction), after the
 * numbered migrations; a database created before an entity existed gets its table on the next start.
 */
export async function migrateEntities(db: Db, screens: readonly ScreenDecl[]): Promise<string[]> {
  const done = await applied(db);
  const ran: string[] = [];
  for (const entity of screens.flatMap((screen) => screen.entities)) {
    for (const migration of entityMigrations(entity)) {
      if (done.has(migration.id)) continue;
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql);
        await tx.query('INSERT INTO entity_migrations (id) VALUES ($1)', [migration.id]);
      });
      done.add(migration.id);
      ran.push(migration.id);
    }
  }
  return ran;
}

/** Runs each entity's seed once per database (recorded as `<table>:seed`), after the core seed. */
export async function seedEntities(db: Db, screens: readonly ScreenDecl[]): Promise<string[]> {
  const done = await applied(db);
  const ran: string[] = [];
  for (const entity of screens.flatMap((screen) => screen.entities)) {
    const id = `${entity.table.name}:seed`;
    if (!entity.seed || done.has(id)) continue;
    const seed = entity.seed;
    await db.transaction(async (tx) => {
      await seed(tx);
      await tx.query('INSERT INTO entity_migrations (id) VALUES ($1)', [id]);
    });
    ran.push(id);
  }
  return ran;
}
