import type { Db } from '../db/types';
import { keptMigration, keptOf } from './kept-totals';
import type { Entity, ScreenDecl } from './types';

/** The migrations of an entity, in order: `<table>:create` from its typed columns (a new table), then the declared ones. */
export function entityMigrations(entity: Entity): readonly { id: string; sql: string }[] {
  const declared = entity.migrations ?? [];
  if (entity.existing) return declared;
  return [{ id: `${entity.table.name}:create`, sql: entity.table.createSql() }, ...declared];
}

/** The tables a table's columns reference (`member(id)` → `member`). */
function referenced(entity: Entity): string[] {
  return Object.values(entity.table.columns).flatMap((column) =>
    column.references ? [column.references.replace(/\(.*$/, '').trim()] : [],
  );
}

/**
 * Every screen's entities, each after the entities whose tables it references, otherwise in declaration order (the
 * screens sorted by path): a table and its seed may sit with the screen that owns them wherever that file sorts.
 */
export function orderedEntities(screens: readonly ScreenDecl[]): Entity[] {
  const pending = screens.flatMap((screen) => screen.entities);
  const declared = new Set(pending.map((entity) => entity.table.name));
  const placed = new Set<string>();
  const ordered: Entity[] = [];
  while (pending.length > 0) {
    const next = pending.findIndex((entity) =>
      referenced(entity).every((name) => name === entity.table.name || !declared.has(name) || placed.has(name)),
    );
    if (next < 0) throw new Error(`entities reference each other in a circle: ${pending.map((e) => e.table.name)}`);
    const [entity] = pending.splice(next, 1) as [Entity];
    ordered.push(entity);
    placed.add(entity.table.name);
  }
  return ordered;
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
  // The lists' kept totals once every table is there (kit/kept-totals.ts).
  const kept = keptOf(screens).map(keptMigration);
  for (const migrations of [...orderedEntities(screens).map(entityMigrations), kept]) {
    for (const migration of migrations) {
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

/** Runs each entity's seed once per database (recorded as `<table>:seed`), after the core seed, in entity order. */
export async function seedEntities(db: Db, screens: readonly ScreenDecl[]): Promise<string[]> {
  const done = await applied(db);
  const ran: string[] = [];
  for (const entity of orderedEntities(screens)) {
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
