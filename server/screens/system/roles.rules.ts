import type { KeysOf } from '../../../contract/calls';
import type { roles } from '../../../contract/system/roles';
import { replaceLinks, type Link } from '../../kit/mutations';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optInt, type Input } from '../../lib/input';
import { fill, M } from '../../i18n/messages';

/**
 * `permIds`: the menu nodes granted, comma-joined or repeated (X-Boot's `String[] permIds`); none sent → [] (the role
 * keeps no permission). The `permissions` JSON of this server's older model is not read, as X-Boot reads none.
 */
export function readPermIds(input: Input<KeysOf<typeof roles.editRolePerm>>): number[] {
  const value = input.permIds;
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const id = optInt({ permIds: part }, 'permIds', 1);
      if (id === undefined) throw new ApiError(fill(M.wrongFormatParameter, { field: 'permIds' }));
      return id;
    });
}

/** A role's grants: the permission nodes it holds (a page's buttons are its permTypes). */
const ROLE_GRANTS: Link = { table: 'role_permission', owner: 'role_id', target: 'permission_id' };

/**
 * Replaces the role's grants by exactly `ids` plus each node's ancestors: the console's tree sends its checked and
 * half-checked nodes, and a page (or a button, which implies its page) must not hide because a group was left out.
 * An id naming no node refuses the whole change.
 */
export async function replaceGrants(db: Queryable, roleId: number, ids: readonly number[]): Promise<void> {
  const nodes = await db.query<{ id: number; parentId: number }>('SELECT id, parent_id AS "parentId" FROM permission');
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]));
  const chosen = new Set<number>();
  for (const id of ids) {
    if (!parentOf.has(id)) throw new ApiError(M.menuNotFound);
    for (let node: number | undefined = id; node !== undefined && parentOf.has(node); node = parentOf.get(node)) {
      if (chosen.has(node)) break;
      chosen.add(node);
    }
  }
  await replaceLinks(db, ROLE_GRANTS, roleId, chosen);
}

/**
 * Demo roles beside the staff seed's (ROLE_ADMIN, ROLE_OPERATOR, ROLE_FINANCE, ROLE_SERVICE: server/seed/staff.ts,
 * their grants server/seed/menu.ts): [name, description, component keys granted read-only (view)].
 */
export const DEMO_ROLES: readonly [string, string, readonly string[]][] = [
  ['ROLE_AUDITOR', '审计人员', ['finance/withdraw-orders', 'system/logs']],
  ['ROLE_GUEST', '访客', []],
];
