/**
 * What X-Boot 3.3.x's answers hold, for the bare profile (http/profile.ts): each entity's fields as its Java class has
 * them (xboot-fast `modules/base/entity/*.java`, `modules/quartz/entity/QuartzJob.java`, the VOs and DTOs beside them;
 * docs/xboot-contract.md), and the shapes a route declares as its `bareAnswer`. A shape keeps an entity's fields only
 * (the contract server's own ones — counts, flags, run times — are left out), nested entities shaped in turn; it
 * never invents a field the server does not have.
 */
import type { Queryable } from '../db/types';
import type { BareAnswer } from '../http/profile';
import { decodeId, encodeIds } from '../http/xboot-ids';

export type Shape = (value: unknown) => unknown;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** XbootBaseEntity: every entity's id and audit fields. */
const BASE = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'delFlag'] as const;

/**
 * An entity of these fields: any other key is left out (in the answer's order), a nested field is shaped by
 * `nested`, an array is shaped item by item, anything else (null, a number) is left as it is.
 */
export function entity(fields: readonly string[], nested: Readonly<Record<string, Shape>> = {}): Shape {
  const allowed = new Set(fields);
  const shape = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shape);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => allowed.has(key))
        .map(([key, field]) => [key, nested[key] ? nested[key](field) : field]),
    );
  };
  return shape;
}

/** A Spring Data page whose `content` items are `item`-shaped. */
export const springPage =
  (item: Shape): Shape =>
  (value) =>
    isObject(value) && Array.isArray(value.content) ? { ...value, content: value.content.map(item) } : value;

/** `shape`, then these fields set (X-Boot answers them so: a transient list left null). */
const withFields =
  (shape: Shape, fields: Readonly<Record<string, unknown>>): Shape =>
  (value) => {
    const shaped = shape(value);
    if (Array.isArray(shaped)) return shaped.map((item) => (isObject(item) ? { ...item, ...fields } : item));
    return isObject(shaped) ? { ...shaped, ...fields } : shaped;
  };

/** RoleDTO and PermissionDTO: a user's roles and permissions. */
const ROLE_DTO = entity(['id', 'name', 'description']);
const PERMISSION_DTO = entity(['title', 'path']);
/** UserVo: a department head. */
const USER_VO = entity(['id', 'username', 'nickname']);

/** User (password null in every answer). */
export const USER = entity(
  [
    ...BASE,
    'username',
    'password',
    'nickname',
    'mobile',
    'email',
    'address',
    'street',
    'sex',
    'passStrength',
    'avatar',
    'type',
    'status',
    'description',
    'departmentId',
    'departmentTitle',
    'birth',
    'roles',
    'permissions',
    'defaultRole',
  ],
  { roles: ROLE_DTO, permissions: PERMISSION_DTO },
);

/** Department: heads as UserVo lists (this server keeps its heads as a text, which X-Boot does not have). */
export const DEPARTMENT = entity(
  [
    ...BASE,
    'title',
    'parentId',
    'isParent',
    'sortOrder',
    'status',
    'parentTitle',
    'mainHeader',
    'viceHeader',
    'mainHeaders',
    'viceHeaders',
  ],
  { mainHeaders: USER_VO, viceHeaders: USER_VO },
);

/** RolePermission and RoleDepartment: a role's grants and its data scope. */
const ROLE_PERMISSION = entity([...BASE, 'roleId', 'permissionId']);
const ROLE_DEPARTMENT = entity([...BASE, 'roleId', 'departmentId']);

/** Role, with its grants and data scope as getAllByPage fills them. */
export const ROLE = entity([...BASE, 'name', 'defaultRole', 'dataType', 'description', 'permissions', 'departments'], {
  permissions: ROLE_PERMISSION,
  departments: ROLE_DEPARTMENT,
});

/** Role as getAllList, save and edit answer it: the transient lists left null. */
export const ROLE_ALONE = withFields(ROLE, { permissions: null, departments: null });

/** Permission (a menu node of the management tree), children nested. */
export const PERMISSION: Shape = entity(
  [
    ...BASE,
    'name',
    'showAlways',
    'level',
    'type',
    'title',
    'path',
    'component',
    'icon',
    'buttonType',
    'isMenu',
    'url',
    'description',
    'parentId',
    'isParent',
    'sortOrder',
    'status',
    'children',
    'permTypes',
    'parentTitle',
    'expand',
    'checked',
    'selected',
  ],
  { children: (value) => PERMISSION(value) },
);

/** MenuVo: a node of getMenuList's tree. */
const MENU_VO: Shape = entity(
  [
    'id',
    'parentId',
    'name',
    'showAlways',
    'level',
    'type',
    'title',
    'path',
    'component',
    'icon',
    'isMenu',
    'url',
    'description',
    'buttonType',
    'children',
    'permTypes',
  ],
  { children: (value) => MENU_VO(value) },
);

/** getMenuList without the pages of `components` (the console's own pages, PageMenu.consoleOnly), as MenuVo nodes. */
export function menuWithout(components: ReadonlySet<string>): Shape {
  const prune = (value: unknown): unknown => {
    if (!Array.isArray(value)) return value;
    return value
      .filter((node) => !(isObject(node) && typeof node.component === 'string' && components.has(node.component)))
      .map((node) =>
        isObject(node) && Array.isArray(node.children) ? { ...node, children: prune(node.children) } : node,
      );
  };
  return (value) => MENU_VO(prune(value));
}

/** Dict and DictData. */
export const DICT = entity([...BASE, 'title', 'type', 'description', 'sortOrder']);
export const DICT_DATA = entity([...BASE, 'title', 'value', 'sortOrder', 'status', 'description', 'dictId']);

/** Log (the database log mode, X-Boot's default). */
export const LOG = entity([
  ...BASE,
  'name',
  'logType',
  'requestUrl',
  'requestType',
  'requestParam',
  'username',
  'ip',
  'ipInfo',
  'device',
  'costTime',
]);

/** QuartzJob: no run history (this server's lastRunAt, nextRunAt, …). */
export const QUARTZ_JOB = entity([...BASE, 'jobClassName', 'cronExpression', 'parameter', 'description', 'status']);

/** RedisController's answers: RedisVo, getByKey's map, the monitor's samples (used_memory is INFO's text), RedisInfo. */
export const REDIS_VO = entity(['key', 'value', 'expireTime']);
export const REDIS_VALUE = entity(['value', 'expireTime']);
export const REDIS_KEY_SIZE = entity(['keySize', 'time']);
export const REDIS_MEMORY: Shape = (value) => {
  const shaped = entity(['memory', 'time'])(value);
  return isObject(shaped) ? { ...shaped, memory: shaped.memory == null ? null : String(shaped.memory) } : shaped;
};
export const REDIS_INFO = entity(['key', 'value', 'description']);

/**
 * A Spring Boot Actuator answer: the body itself, not in X-Boot's envelope (Actuator writes its own JSON under
 * `/xboot/actuator/`), shaped by `shape`.
 */
export const actuator =
  (shape: Shape = (value) => value): Shape =>
  (value) =>
    new Response(JSON.stringify(shape(value)), {
      headers: { 'Content-Type': 'application/vnd.spring-boot.actuator.v3+json' },
    });

/** Actuator's health: each indicator's status and its details, without this server's own figures (latencyMs). */
export const HEALTH: Shape = (value) => {
  if (!isObject(value) || !isObject(value.components)) return value;
  const components = Object.fromEntries(
    Object.entries(value.components).map(([name, component]) => {
      if (!isObject(component) || !isObject(component.details)) return [name, component];
      const { latencyMs: _latency, ...details } = component.details;
      return [name, { ...component, details }];
    }),
  );
  return { ...value, components };
};

/**
 * The saved entity, as X-Boot's role save/edit and permission add/edit answer it: the row the route wrote (its id, as
 * the route answered it), read with `sql` (`$1` the row key) and shaped.
 */
export function savedEntity(sql: string, shape: Shape): BareAnswer {
  return async (answer, { db }: { db: Queryable }) => {
    const key = Number(decodeId(String(answer)));
    const [row] = Number.isSafeInteger(key) ? await db.query(sql, [key]) : [];
    return row ? shape(encodeIds(row)) : null;
  };
}
