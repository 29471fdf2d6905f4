import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { decodeId } from '../../http/xboot-ids';
import type { Input } from '../../http/input';

export interface Grant {
  id: number;
  permTypes: string[];
}

const PERM_TYPE = /^[A-Za-z][A-Za-z0-9_-]{0,29}$/;

/** `permissions`: [{id, permTypes}] as a JSON array (body) or its JSON text (form). */
export function readGrants(input: Input): Grant[] {
  let value = input.permissions;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw new ApiError('参数格式错误: permissions');
    }
  }
  if (!Array.isArray(value)) throw new ApiError('参数不能为空: permissions');
  return value.map((item: unknown) => {
    const grant = item as { id?: unknown; permTypes?: unknown };
    const id = Number(typeof grant.id === 'string' ? decodeId(grant.id) : grant.id);
    const types = Array.isArray(grant.permTypes) ? grant.permTypes.map(String) : [];
    if (!Number.isSafeInteger(id) || id < 1 || !types.every((type) => PERM_TYPE.test(type)))
      throw new ApiError('参数格式错误: permissions');
    return { id, permTypes: [...new Set(types)] };
  });
}

/**
 * Replaces the role's grants: each node given, with its ancestors (a page needs its group and app to show), and on a
 * page only the permTypes that page declares.
 */
export async function replaceGrants(db: Queryable, roleId: number, grants: readonly Grant[]): Promise<void> {
  const nodes = await db.query<{ id: number; parentId: number; level: number; permTypes: string }>(
    'SELECT id, parent_id AS "parentId", level, perm_types AS "permTypes" FROM permission',
  );
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const chosen = new Map<number, string>();
  for (const grant of grants) {
    const node = byId.get(grant.id);
    if (!node) throw new ApiError('菜单不存在');
    const declared = node.permTypes.split(',').filter(Boolean);
    const types = node.level === 2 ? grant.permTypes.filter((type) => declared.includes(type)) : [];
    if (node.level === 2 && !types.includes('view')) types.unshift('view');
    chosen.set(node.id, types.join(','));
    for (let parent = byId.get(node.parentId); parent; parent = byId.get(parent.parentId))
      if (!chosen.has(parent.id)) chosen.set(parent.id, '');
  }
  await db.query('DELETE FROM role_permission WHERE role_id = $1', [roleId]);
  for (const [id, types] of chosen)
    await db.query('INSERT INTO role_permission (role_id, permission_id, perm_types) VALUES ($1, $2, $3)', [
      roleId,
      id,
      types,
    ]);
}

/** Demo roles beside ROLE_ADMIN / ROLE_OPERATOR: [name, description, component keys granted read-only]. */
export const DEMO_ROLES: readonly [string, string, readonly string[]][] = [
  ['ROLE_FINANCE', '财务人员', ['finance/withdraw-orders', 'finance/bank-management']],
  ['ROLE_SERVICE', '客服人员', ['members/exchange-score-records', 'members/finish-task-records']],
  ['ROLE_AUDITOR', '审计人员', ['finance/withdraw-orders', 'system/logs']],
  ['ROLE_GUEST', '访客', []],
];
