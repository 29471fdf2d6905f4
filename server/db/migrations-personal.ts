/**
 * Migrations of personal-data masking and its reveal (versions 60–69; docs/security.md, "Personal data").
 *
 * - 60: `personal_data_access`, one row per reveal of a record and per export of unmasked data: an audited table, so
 *   each row writes its audit trail record (who, whose, which fields, the reason) in the same transaction.
 * - PERSONAL_BUTTONS (an entity migration, below): on a database seeded before, the `sensitive` and `reveal` buttons of
 *   the member list and the withdrawal orders (after every other node, as the seed numbers them) and the grants a
 *   fresh seed gives: the administrator both, the finance role `sensitive` on the finance page, the service role
 *   `reveal`; and the finance and service roles the operator's grants, the finance role every node of the finance
 *   group. Nothing on an empty database (the seed adds it all) or where the buttons are. The roles are found by name:
 *   a role created later gets its grants from `PERSONAL_ROLE_GRANTS` run again (it adds only what is missing).
 */
const PAGES = `('members/user-list', 'finance/withdraw-orders')`;

/** The finance and service roles' grants as a fresh seed gives them (server/seed/menu.ts); adds only what is missing. */
export const PERSONAL_ROLE_GRANTS = `
  INSERT INTO role_permission (role_id, permission_id)
  SELECT r.id, rp.permission_id FROM role_permission rp JOIN role o ON o.id = rp.role_id AND o.name = 'ROLE_OPERATOR'
  JOIN role r ON r.name IN ('ROLE_FINANCE', 'ROLE_SERVICE')
  ON CONFLICT DO NOTHING;
  INSERT INTO role_permission (role_id, permission_id)
  SELECT r.id, n.id FROM role r, permission g
  JOIN permission n ON n.id = g.id OR n.id = g.parent_id OR n.parent_id = g.id
    OR n.parent_id IN (SELECT p.id FROM permission p WHERE p.parent_id = g.id)
  WHERE r.name = 'ROLE_FINANCE' AND g.level = 1 AND g.type <> 1 AND g.name = 'finance'
    AND (n.type <> 1 OR n.button_type <> 'reveal')
  ON CONFLICT DO NOTHING;
  INSERT INTO role_permission (role_id, permission_id)
  SELECT r.id, b.id FROM role r, permission b JOIN permission p ON p.id = b.parent_id
  WHERE r.name = 'ROLE_SERVICE' AND b.type = 1 AND b.button_type = 'reveal' AND p.component IN ${PAGES}
  ON CONFLICT DO NOTHING;
`;

/**
 * On a database seeded before: the `sensitive` and `reveal` buttons of the two pages, numbered after every other node
 * as the seed numbers them, and the grants a fresh seed gives. The menus screen's entity migration
 * `permission:personal-buttons` (server/screens/system/menus.ts), so that it runs after `permission:button-nodes` has
 * turned an older database's lists into buttons: a converted database then matches a fresh one, ids included.
 */
export const PERSONAL_BUTTONS = `
      WITH pages AS (
        SELECT p.id, row_number() OVER (ORDER BY p.id) AS n FROM permission p
        WHERE p.level = 2 AND p.type <> 1 AND p.component IN ${PAGES}
          AND NOT EXISTS (SELECT 1 FROM permission b WHERE b.parent_id = p.id AND b.type = 1
                          AND b.button_type IN ('sensitive', 'reveal'))
      ), types AS (
        SELECT * FROM (VALUES ('sensitive', '查看完整个人信息', 6, 1), ('reveal', '查看个人信息（需说明原因）', 7, 2))
          AS t(type, title, ord, k)
      ), base AS (SELECT COALESCE(MAX(id), 0) AS top FROM permission)
      INSERT INTO permission (id, parent_id, name, title, type, level, button_type, sort_order)
      SELECT base.top + (pages.n - 1) * 2 + types.k, pages.id, '', types.title, 1, 3, types.type, types.ord
      FROM pages, types, base;
      INSERT INTO role_permission (role_id, permission_id)
      SELECT r.id, b.id FROM role r, permission b JOIN permission p ON p.id = b.parent_id
      WHERE b.type = 1 AND p.component IN ${PAGES} AND (r.name = 'ROLE_ADMIN'
        OR (r.name = 'ROLE_FINANCE' AND b.button_type = 'sensitive' AND p.component LIKE 'finance/%'))
        AND b.button_type IN ('sensitive', 'reveal')
      ON CONFLICT DO NOTHING;
      ${PERSONAL_ROLE_GRANTS}
      SELECT setval(pg_get_serial_sequence('permission', 'id'), max(id)) FROM permission HAVING max(id) IS NOT NULL;
`;

export const personalMigrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 60,
    name: 'personal data access records',
    sql: `
      CREATE TABLE personal_data_access (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('reveal', 'export')),
        staff_id integer,
        staff_name text NOT NULL,
        path text NOT NULL,
        record_id text,
        uid integer,
        fields text NOT NULL DEFAULT '',
        row_count integer,
        reason text,
        created_time timestamp NOT NULL
      );
      CREATE INDEX personal_data_access_uid_idx ON personal_data_access (uid) WHERE uid IS NOT NULL;
    `,
  },
];
