import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { optEnum, optFlag, requireInt, type Input } from '../../http/input';
import { contains, containsAny } from '../../kit/filters';
import { readIds } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text } from '../../kit/table';
import { textField } from '../../lib/form-input';
import { shanghaiNow } from '../../lib/time';
import { seedNow } from '../../seed/dates';
import { DEMO_ROLES, readGrants, replaceGrants } from './roles.rules';
import { intList, refuseIfAny } from './system.rules';

const role = table('role', { id: serial(), name: text(), description: text(), dataType: integer() });
const roleDepartment = table('role_department', {
  id: serial(),
  roleId: integer({ references: 'role(id) ON DELETE CASCADE' }),
  departmentId: integer({ references: 'department(id) ON DELETE CASCADE' }),
});

const F = { style: 'F' } as const;
/** The staff-users form lists the roles too. */
const READERS = ['system/roles', 'system/system-users'];

const SELECT = `r.id, r.name, r.description, r.default_role AS "defaultRole", r.data_type AS "dataType",
  to_char(r.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
  (SELECT COUNT(*)::int FROM user_role ur WHERE ur.role_id = r.id) AS "userCount",
  COALESCE((SELECT json_agg(json_build_object('id', rp.permission_id, 'permTypes', rp.perm_types) ORDER BY rp.permission_id)
            FROM role_permission rp WHERE rp.role_id = r.id), '[]') AS "permissions",
  COALESCE((SELECT array_agg(rd.department_id ORDER BY rd.department_id) FROM role_department rd WHERE rd.role_id = r.id), '{}')
    AS "departmentIds"`;

/** `permissions` as [{id, permTypes: string[]}] (stored comma-separated). */
const mapRole = (row: Record<string, unknown>) => ({
  ...row,
  permissions: (row.permissions as { id: number; permTypes: string }[]).map((grant) => ({
    id: grant.id,
    permTypes: grant.permTypes.split(',').filter(Boolean),
  })),
});

async function roleName(db: Queryable, input: Input, id = 0): Promise<string | undefined> {
  const name = textField(input, 'name', '角色名称', { required: id === 0, max: 50 });
  if (name === undefined) return undefined;
  if (!/^ROLE_[A-Z0-9_]+$/.test(name)) throw new ApiError('角色名称必须以 ROLE_ 开头，只含大写字母、数字和下划线');
  if ((await db.query('SELECT 1 FROM role WHERE name = $1 AND id <> $2', [name, id])).length)
    throw new ApiError('角色名称已存在');
  return name;
}

/** Roles (SPEC §6, §7.3): permissions on the menu tree with permTypes per page, department data scope, default. */
export default screenRoutes('system/roles', (r) => {
  r.entity({
    table: role,
    existing: 'schema v1',
    migrations: [
      { id: 'role:data-type', sql: 'ALTER TABLE role ADD COLUMN IF NOT EXISTS data_type integer NOT NULL DEFAULT 0' },
      {
        id: 'role:create-time',
        sql: "ALTER TABLE role ADD COLUMN IF NOT EXISTS create_time timestamp NOT NULL DEFAULT '2026-01-01 09:00:00'",
      },
    ],
    seed: async (db) => {
      for (const [name, description, pages] of DEMO_ROLES) {
        const [row] = await db.query<{ id: number }>(
          'INSERT INTO role (name, description, create_time) VALUES ($1, $2, $3::timestamp) RETURNING id',
          [name, description, seedNow()],
        );
        const ids = await db.query<{ id: number }>('SELECT id FROM permission WHERE component = ANY($1::text[])', [
          pages,
        ]);
        if (row)
          await replaceGrants(
            db,
            row.id,
            ids.map(({ id }) => ({ id, permTypes: ['view'] })),
          );
      }
    },
  });
  r.entity({ table: roleDepartment });
  r.list('get', '/xboot/role/getAllByPage', {
    from: 'role r',
    select: SELECT,
    // X-Boot: `key` matches the name or the description (RoleServiceImpl); name and description are this server's.
    filters: {
      key: containsAny(['r.name', 'r.description'], { sample: 'ROLE_OPERATOR' }),
      name: contains('r.name'),
      description: contains('r.description'),
    },
    order: 'r.id',
    map: mapRole,
  });
  r.list('get', '/xboot/role/getAllList', {
    page: READERS,
    from: 'role r',
    select: SELECT,
    order: 'r.id',
    paging: false,
    map: mapRole,
  });
  r.post('/xboot/role/save', { perm: 'add', ...F, params: '{name (ROLE_…), description}' }, async ({ db, input }) => {
    const name = await roleName(db, input);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO role (name, description, create_time) VALUES ($1, $2, $3::timestamp) RETURNING id`,
      [name ?? '', textField(input, 'description', '备注', { max: 255 }) ?? '', shanghaiNow()],
    );
    return row?.id ?? null;
  });
  r.post('/xboot/role/edit', { perm: 'edit', ...F, params: '{id, name, description}' }, async ({ db, input }) => {
    const id = requireInt(input, 'id', 1);
    const name = await roleName(db, input, id);
    const description = textField(input, 'description', '备注', { max: 255 });
    const [row] = await db.query<{ id: number }>(
      'UPDATE role SET name = COALESCE($2, name), description = COALESCE($3, description) WHERE id = $1 RETURNING id',
      [id, name ?? null, description ?? null],
    );
    if (!row) throw new ApiError('角色不存在');
    return id;
  });
  r.post('/xboot/role/setDefault', { perm: 'edit', ...F, params: '{id, isDefault}' }, async ({ db, input }) => {
    const id = requireInt(input, 'id', 1);
    const changed = await db.query('UPDATE role SET default_role = $2 WHERE id = $1 RETURNING id', [
      id,
      optFlag(input, 'isDefault') ?? true,
    ]);
    if (!changed.length) throw new ApiError('角色不存在');
    return null;
  });
  r.post(
    '/xboot/role/editRolePerm',
    { perm: 'edit', ...F, params: '{roleId, permissions: JSON [{id, permTypes}]}', doc: 'replaces the grants at once' },
    async ({ db, input }) => {
      const roleId = requireInt(input, 'roleId', 1);
      if (!(await db.query('SELECT 1 FROM role WHERE id = $1', [roleId])).length) throw new ApiError('角色不存在');
      const grants = readGrants(input);
      await db.transaction((tx) => replaceGrants(tx, roleId, grants));
      return null;
    },
  );
  r.post(
    '/xboot/role/editRoleDep',
    { perm: 'edit', ...F, params: '{roleId, dataType 0 all / 1 custom, depIds}' },
    async ({ db, input }) => {
      const roleId = requireInt(input, 'roleId', 1);
      const dataType = optEnum(input, 'dataType', [0, 1]) ?? 0;
      const depIds = dataType === 1 ? intList(input, 'depIds') : [];
      if (!(await db.query('UPDATE role SET data_type = $2 WHERE id = $1 RETURNING id', [roleId, dataType])).length)
        throw new ApiError('角色不存在');
      await db.query('DELETE FROM role_department WHERE role_id = $1', [roleId]);
      for (const depId of new Set(depIds))
        await db.query('INSERT INTO role_department (role_id, department_id) VALUES ($1, $2)', [roleId, depId]);
      return null;
    },
  );
  r.post('/xboot/role/delByIds', { perm: 'delete', ...F, params: '{ids}' }, async ({ db, input }) => {
    const ids = readIds(input);
    await refuseIfAny(
      db,
      'SELECT r.name AS title FROM role r WHERE r.id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM user_role ur WHERE ur.role_id = r.id)',
      ids,
      (name) => `角色「${name}」仍有用户使用，不能删除`,
    );
    return (await db.query('DELETE FROM role WHERE id = ANY($1::int[]) RETURNING id', [ids])).length;
  });
  r.note('roles: a name starts with ROLE_; a role held by users cannot be deleted; new users get the default roles.');
  r.note('roles: editRolePerm adds each node’s ancestors; a page always keeps view; its calls answer 403 at once.');
});
