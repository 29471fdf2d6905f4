import type { KeysOf } from '../../../contract/calls';
import { roles } from '../../../contract/system/roles';
import { ApiError } from '../../lib/api-error';
import { optEnum, optFlag, requireInt, type Input } from '../../lib/input';
import { contains, containsAny } from '../../kit/filters';
import { insertRow, replaceLinks, updateRow, type Link } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { ROLE, ROLE_ALONE, savedEntity, springPage } from '../../kit/xboot-shapes';
import { boolean, integer, serial, table, text, timestamp } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedNow } from '../../seed/dates';
import { DEMO_ROLES, readPermIds, replaceGrants } from './roles.rules';
import { intList } from './system.rules';
import { fill, M } from '../../i18n/messages';

const role = table('role', {
  id: serial(),
  name: text(),
  description: text(),
  dataType: integer(),
  defaultRole: boolean(),
  createTime: timestamp(),
});
const ROLE_DEPARTMENTS: Link = { table: 'role_department', owner: 'role_id', target: 'department_id' };
const roleDepartment = table('role_department', {
  id: serial(),
  roleId: integer({ references: 'role(id) ON DELETE CASCADE' }),
  departmentId: integer({ references: 'department(id) ON DELETE CASCADE' }),
});

/** The staff-users form lists the roles too. */
const READERS = ['system/roles', 'system/system-users'];

const SELECT = `r.id, r.name, r.description, r.default_role AS "defaultRole", r.data_type AS "dataType",
  to_char(r.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
  (SELECT COUNT(*)::int FROM user_role ur WHERE ur.role_id = r.id) AS "userCount",
  COALESCE((SELECT json_agg(json_build_object('id', rp.id, 'roleId', rp.role_id, 'permissionId', rp.permission_id)
                            ORDER BY rp.permission_id)
            FROM role_permission rp WHERE rp.role_id = r.id), '[]') AS "permissions",
  COALESCE((SELECT json_agg(json_build_object('id', rd.id, 'roleId', rd.role_id, 'departmentId', rd.department_id)
                            ORDER BY rd.department_id)
            FROM role_department rd WHERE rd.role_id = r.id), '[]') AS "departments"`;

/** X-Boot's role save and edit answer the saved Role (the bare profile). */
const SAVED_ROLE = savedEntity(`SELECT ${SELECT} FROM role r WHERE r.id = $1`, ROLE_ALONE);

/** A role's name: ROLE_…; a name taken is refused by the database's unique key (db/unique.ts names its message). */
function roleName(input: Input<KeysOf<typeof roles.save>>): string {
  const name = textField(input, 'name', M.roleName, { required: true, max: 50 }) ?? '';
  if (!/^ROLE_[A-Z0-9_]+$/.test(name)) throw new ApiError(M.roleNameMustStart);
  return name;
}

const description = (input: Input<KeysOf<typeof roles.save>>): string =>
  textField(input, 'description', M.remark, { max: 255 }) ?? '';

/** Roles (SPEC §6, §7.3): grants of menu nodes (a page's buttons are its permTypes), department data scope, default. */
export default screenRoutes('system/roles', { order: 3, title: { 'zh-CN': '角色管理', 'en-US': 'Roles' } }, (r) => {
  r.entity({
    table: role,
    existing: 'schema v1',
    migrations: [
      { id: 'role:data-type', sql: 'ALTER TABLE role ADD COLUMN IF NOT EXISTS data_type integer NOT NULL DEFAULT 0' },
      {
        id: 'role:create-time',
        sql: "ALTER TABLE role ADD COLUMN IF NOT EXISTS create_time timestamp NOT NULL DEFAULT '2026-01-01 09:00:00'",
      },
      {
        // X-Boot's RolePermission is an entity of its own: role lists show each grant's id.
        id: 'role_permission:id',
        sql: `ALTER TABLE role_permission ADD COLUMN IF NOT EXISTS id serial;
              CREATE UNIQUE INDEX IF NOT EXISTS role_permission_id_key ON role_permission(id)`,
      },
    ],
    seed: async (db) => {
      for (const [name, description, pages] of DEMO_ROLES) {
        const roleId = await insertRow(db, role, { name, description, createTime: seedNow() });
        // Read-only: each page with its view button (replaceGrants adds the groups and apps above).
        const ids = await db.query<{ id: number }>(
          `SELECT p.id FROM permission p WHERE p.component = ANY($1::text[])
           UNION SELECT b.id FROM permission b JOIN permission p ON p.id = b.parent_id
           WHERE p.component = ANY($1::text[]) AND b.type = 1 AND b.button_type = 'view'`,
          [pages],
        );
        if (roleId !== null)
          await replaceGrants(
            db,
            roleId,
            ids.map(({ id }) => id),
          );
      }
    },
  });
  r.entity({ table: roleDepartment });
  r.list(roles.list, {
    bareAnswer: springPage(ROLE),
    from: 'role r',
    select: SELECT,
    // X-Boot: `key` matches the name or the description (RoleServiceImpl); name and description are this server's.
    filters: {
      key: containsAny(['r.name', 'r.description'], { sample: 'ROLE_OPERATOR' }),
      name: contains('r.name'),
      description: contains('r.description'),
    },
    order: 'r.id',
  });
  r.list(roles.all, {
    bareAnswer: ROLE_ALONE,
    page: READERS,
    from: 'role r',
    select: SELECT,
    order: 'r.id',
    paging: false,
  });
  r.create(
    roles.save,
    role,
    (input) => ({ name: roleName(input), description: description(input), createTime: shanghaiNow() }),
    { bareAnswer: SAVED_ROLE, params: '{name (ROLE_…), description}' },
  );
  r.update(
    roles.edit,
    role,
    // X-Boot binds the request into a new Role and saves it over the stored one.
    (input) => ({
      name: roleName(input),
      description: description(input),
      dataType: optEnum(input, 'dataType', [0, 1]) ?? 0,
      defaultRole: optFlag(input, 'defaultRole') ?? false,
    }),
    {
      bareAnswer: SAVED_ROLE,
      notFound: M.roleNotFound,
      params: '{id, name, description, dataType, defaultRole}',
      doc: 'replaces the whole role as X-Boot does: a field left out takes its default (dataType 0, description blank, defaultRole false)',
    },
  );
  // Hand-written: the flag arrives as `isDefault` (a missing one sets it), answered with nothing as X-Boot does.
  r.post(roles.setDefault, { params: '{id, isDefault}' }, async ({ db, input }) => {
    await updateRow(
      db,
      role,
      requireInt(input, 'id', 1),
      { defaultRole: optFlag(input, 'isDefault') ?? true },
      M.roleNotFound,
    );
    return null;
  });
  // Hand-written: replaces a role's grants with the nodes sent and their ancestors.
  r.post(
    roles.editRolePerm,
    {
      params: '{roleId, permIds (comma-joined or repeated)}',
      doc: 'replaces the grants at once by exactly these nodes and their ancestors; permIds left out leaves the role none',
    },
    async ({ db, input }) => {
      const roleId = requireInt(input, 'roleId', 1);
      if (!(await db.query('SELECT 1 FROM role WHERE id = $1', [roleId])).length) throw new ApiError(M.roleNotFound);
      const ids = readPermIds(input);
      await db.transaction((tx) => replaceGrants(tx, roleId, ids));
      return null;
    },
  );
  // Hand-written: replaces a role's departments and sets its data scope together.
  r.post(roles.editRoleDep, { params: '{roleId, dataType 0 all / 1 custom, depIds}' }, async ({ db, input }) => {
    const roleId = requireInt(input, 'roleId', 1);
    const dataType = optEnum(input, 'dataType', [0, 1]) ?? 0;
    const depIds = dataType === 1 ? intList(input, 'depIds') : [];
    await db.transaction(async (tx) => {
      await updateRow(tx, role, roleId, { dataType }, M.roleNotFound);
      await replaceLinks(tx, ROLE_DEPARTMENTS, roleId, depIds);
    });
    return null;
  });
  r.deleteByIds(roles.delByIds, role, {
    refuse: [
      {
        sql: 'SELECT r.name FROM role r WHERE r.id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM user_role ur WHERE ur.role_id = r.id)',
        message: (row) => fill(M.roleStillUsedUsers, { name: String(row.name) }),
      },
    ],
    params: '{ids}',
  });
  r.note('roles: a name starts with ROLE_; a role held by users cannot be deleted; new users get the default roles.');
  r.note(
    'roles: editRolePerm grants the nodes sent and their ancestors; a page’s permTypes are its granted, enabled buttons; its calls answer 403 at once.',
  );
});
