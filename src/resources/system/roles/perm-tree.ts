/**
 * Pure helpers of the permission editor. The tree is checked node by node, as X-Boot's own client does (a page may be
 * granted with none of its buttons); checking a node also checks what is under it and what it sits in, unchecking it
 * unchecks what is under it. What is sent is X-Boot's `permIds`: every checked node.
 */
import type { PermissionNode as MenuNode } from "@contract/system/menus";
import type { RolePermission } from "@contract/system/roles";

const childrenOf = (node: MenuNode): MenuNode[] => node.children ?? [];
const walk = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...walk(childrenOf(node))]);

/** The node ids the role holds that are still in the tree. */
export function grantedIds(tree: readonly MenuNode[], permissions: readonly RolePermission[] | null | undefined) {
  const granted = new Set((permissions ?? []).map((grant) => String(grant.permissionId)));
  return walk(tree)
    .filter((node) => granted.has(node.id))
    .map((node) => node.id);
}

/** The checked ids after the user checks (`on`) or unchecks node `id`. */
export function toggle(tree: readonly MenuNode[], checked: readonly string[], id: string, on: boolean): string[] {
  const next = new Set(checked);
  const path = (nodes: readonly MenuNode[], trail: MenuNode[]): MenuNode[] | null => {
    for (const node of nodes) {
      if (node.id === id) return [...trail, node];
      const found = path(childrenOf(node), [...trail, node]);
      if (found) return found;
    }
    return null;
  };
  const found = path(tree, []);
  if (!found) return [...next];
  const target = found[found.length - 1];
  const below = walk([target]).filter((node) => node.status !== -1);
  if (on) {
    for (const node of [...found.slice(0, -1), ...below]) next.add(node.id);
  } else {
    for (const node of walk([target])) next.delete(node.id);
  }
  return walk(tree)
    .map((node) => node.id)
    .filter((nodeId) => next.has(nodeId));
}

/** X-Boot's `permIds`: the checked nodes, comma-joined ('' grants nothing). */
export const permIdsOf = (checked: readonly string[]): string => checked.join(",");
