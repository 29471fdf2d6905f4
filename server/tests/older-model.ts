/**
 * The permission model of databases made before X-Boot's buttons (server/screens/system/menus.ts BUTTON_NODES): a
 * page lists its permTypes in `permission.perm_types`, a grant lists the ones granted in `role_permission.perm_types`,
 * and there are no type-1 nodes. Tests put a seeded database back into it to run the conversion as an upgrade would.
 */
import type { Db } from '../db/types';
import { migrateEntities } from '../kit/entities';
import { loadScreens } from '../kit/discover';

/**
 * Writes the current buttons and their grants back as the older lists and removes the buttons (the columns of
 * migration 46 stay: it runs before the conversion on any database). The personal-data buttons came after the older
 * model (permission:personal-buttons, which runs after the conversion): they go, and their migration runs again.
 */
export async function backToOlderModel(db: Db): Promise<void> {
  await db.exec(`
    ALTER TABLE permission ADD COLUMN perm_types text NOT NULL DEFAULT '';
    ALTER TABLE role_permission ADD COLUMN perm_types text NOT NULL DEFAULT '';
    UPDATE permission p SET perm_types = b.types
      FROM (SELECT parent_id, string_agg(button_type, ',' ORDER BY sort_order, id) AS types
            FROM permission WHERE type = 1 AND button_type NOT IN ('sensitive', 'reveal') GROUP BY parent_id) b
      WHERE b.parent_id = p.id;
    UPDATE role_permission rp SET perm_types = g.types
      FROM (SELECT r.role_id, b.parent_id, string_agg(b.button_type, ',' ORDER BY b.sort_order, b.id) AS types
            FROM role_permission r JOIN permission b ON b.id = r.permission_id AND b.type = 1
            WHERE b.button_type NOT IN ('sensitive', 'reveal')
            GROUP BY r.role_id, b.parent_id) g
      WHERE g.role_id = rp.role_id AND g.parent_id = rp.permission_id;
    DELETE FROM permission WHERE type = 1;
    DELETE FROM entity_migrations WHERE id IN ('permission:button-nodes', 'permission:personal-buttons');
  `);
}

/** Runs the entity migrations not recorded (here: the conversion to buttons, then the personal-data ones). → their ids. */
export async function upgrade(db: Db): Promise<string[]> {
  return migrateEntities(db, await loadScreens());
}
