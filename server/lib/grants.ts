/** A staff user's page permissions, cached per database and grant version (the session resolver reads them). */
import type { Queryable } from '../db/types';

export interface Grants {
  version: string;
  pages: Map<string, Set<string>>;
}

/**
 * Per database, user id → page permissions as of a grant version (migration 24 bumps it on any statement on
 * user_role, role_permission or permission: a button disabled or deleted drops its type at once). Per database: two
 * servers of one process (the tests' instances) have users of the same id and grant versions of the same number.
 */
const grantCaches = new WeakMap<Queryable, Map<number, Grants>>();
const GRANT_CACHE_USERS = 1000;

function grantCacheOf(db: Queryable): Map<number, Grants> {
  let cache = grantCaches.get(db);
  if (!cache) grantCaches.set(db, (cache = new Map()));
  return cache;
}

async function loadGrants(db: Queryable, userId: number): Promise<Grants> {
  // The version and the grants in one statement: one snapshot, so the cached grants are exactly the version's. A page
  // counts when granted and enabled; its permTypes are the buttonTypes of its granted, enabled buttons (type 1).
  const rows = await db.query<{ version: string; component: string | null; buttonType: string | null }>(
    `WITH mine AS (
       SELECT DISTINCT p.id, p.parent_id, p.component, p.type, p.level, p.button_type
       FROM user_role ur JOIN role_permission rp ON rp.role_id = ur.role_id JOIN permission p ON p.id = rp.permission_id
       WHERE ur.user_id = $1 AND p.status = 0)
     SELECT gv.v::text AS version, g.component, g."buttonType" FROM grant_version gv LEFT JOIN (
       SELECT page.component, button.button_type AS "buttonType"
       FROM mine page LEFT JOIN mine button ON button.parent_id = page.id AND button.type = 1
       WHERE page.level = 2 AND page.type <> 1) g ON true`,
    [userId],
  );
  const pages = new Map<string, Set<string>>();
  for (const grant of rows) {
    if (grant.component === null) continue;
    const set = pages.get(grant.component) ?? new Set<string>();
    if (grant.buttonType) set.add(grant.buttonType);
    pages.set(grant.component, set);
  }
  const grants = { version: rows[0]?.version ?? '', pages };
  const grantCache = grantCacheOf(db);
  if (grantCache.size >= GRANT_CACHE_USERS) grantCache.delete(grantCache.keys().next().value ?? userId);
  grantCache.set(userId, grants);
  return grants;
}

/** The user's grants as of `version`: the cached ones while their version is current, else read again. */
export async function grantsOf(db: Queryable, userId: number, version: string): Promise<Grants> {
  const known = grantCacheOf(db).get(userId);
  return known?.version === version ? known : loadGrants(db, userId);
}
