/**
 * The audit trail page on a database seeded before it (a fresh one gets it from the seed: its menu entry in audit-trail.ts): under the
 * system group, right after the logs page (the same sort order, a larger id), with one button per permType; the
 * admin role gets the page and every button, the operator role the page and its view button (read-only, as the seed
 * grants it: docs/audit-trail.md "Screens"), and the system app and group holding it. A no-op on an empty database
 * (the seed runs after the migrations), on one that has the page, or one whose system group is gone.
 *
 * Entity migrations run in screen order, so on a database still on the older permission model (a page's and a
 * grant's `perm_types` lists, converted to buttons by the menus screen's permission:button-nodes after this one) the
 * page and its grants are written as lists, which that conversion then turns into buttons.
 */
export const AUDIT_PAGE_MIGRATION = `
DO $migration$
DECLARE
  system_group integer;
  logs_order numeric;
  page_id integer;
  older boolean;
  admin_role integer := (SELECT id FROM role WHERE name = 'ROLE_ADMIN');
  operator_role integer := (SELECT id FROM role WHERE name = 'ROLE_OPERATOR');
BEGIN
  SELECT id INTO system_group FROM permission WHERE name = 'system' AND level = 1 AND type <> 1;
  IF system_group IS NULL
     OR EXISTS (SELECT 1 FROM permission WHERE component = 'system/audit-trail')
     OR EXISTS (SELECT 1 FROM permission WHERE name = 'audit-trail' AND type <> 1) THEN
    RETURN;
  END IF;
  SELECT COALESCE(
    (SELECT sort_order FROM permission WHERE parent_id = system_group AND name = 'logs'),
    (SELECT MAX(sort_order) + 1 FROM permission WHERE parent_id = system_group), 1) INTO logs_order;
  SELECT COALESCE(MAX(id), 0) + 1 INTO page_id FROM permission;
  older := EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_schema = current_schema() AND table_name = 'permission' AND column_name = 'perm_types');
  INSERT INTO permission (id, parent_id, name, title, component, type, level, path, sort_order)
  VALUES (page_id, system_group, 'audit-trail', '审计记录', 'system/audit-trail', 0, 2, 'audit-trail', logs_order);
  IF older THEN
    EXECUTE 'UPDATE permission SET perm_types = ''view,add,edit,delete,output'' WHERE id = $1' USING page_id;
    EXECUTE 'INSERT INTO role_permission (role_id, permission_id, perm_types) SELECT $1, $2, $3 WHERE $1 IS NOT NULL
             ON CONFLICT DO NOTHING' USING admin_role, page_id, 'view,add,edit,delete,output';
    EXECUTE 'INSERT INTO role_permission (role_id, permission_id, perm_types) SELECT $1, $2, $3 WHERE $1 IS NOT NULL
             ON CONFLICT DO NOTHING' USING operator_role, page_id, 'view';
  ELSE
    INSERT INTO permission (id, parent_id, name, title, type, level, button_type, sort_order)
    SELECT page_id + t.ord, page_id, '', t.title, 1, 3, t.type, t.ord
    FROM (VALUES (1, 'view', '查看'), (2, 'add', '添加'), (3, 'edit', '编辑'), (4, 'delete', '删除'), (5, 'output', '导出'))
      AS t(ord, type, title);
    INSERT INTO role_permission (role_id, permission_id)
    SELECT admin_role, id FROM permission WHERE admin_role IS NOT NULL AND (id = page_id OR parent_id = page_id)
    ON CONFLICT DO NOTHING;
    INSERT INTO role_permission (role_id, permission_id)
    SELECT operator_role, id FROM permission
    WHERE operator_role IS NOT NULL AND (id = page_id OR (parent_id = page_id AND button_type = 'view'))
    ON CONFLICT DO NOTHING;
  END IF;
  INSERT INTO role_permission (role_id, permission_id)
  SELECT operator_role, p.id FROM permission p
  WHERE operator_role IS NOT NULL AND p.id IN (system_group, (SELECT parent_id FROM permission WHERE id = system_group))
  ON CONFLICT DO NOTHING;
END
$migration$;
`;
