/** Pure helpers of the permission editor: what is checked initially and what is sent. */
import type { Grant, MenuNode } from "./types";

const walk = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...walk(node.children)]);

/** The granted nodes that are leaves of the tree: the tree derives its parents' state from them. */
export function initialChecked(tree: readonly MenuNode[], grants: readonly Grant[]): string[] {
  const granted = new Set(grants.map((grant) => grant.id));
  return walk(tree)
    .filter((node) => node.children.length === 0 && granted.has(node.id))
    .map((node) => node.id);
}

/** The permTypes chosen per page: the granted ones, or (a page not granted yet) every type the page declares. */
export function initialTypes(tree: readonly MenuNode[], grants: readonly Grant[]): Record<string, string[]> {
  const byId = new Map(grants.map((grant) => [grant.id, grant.permTypes]));
  return Object.fromEntries(
    walk(tree)
      .filter((node) => node.level === 2)
      .map((node) => [node.id, byId.get(node.id) ?? node.permTypes]),
  );
}

/** The grants sent: every checked node; a page with its chosen types (the server keeps view and adds ancestors). */
export function grantsOf(checked: readonly string[], types: Record<string, string[]>): Grant[] {
  return checked.map((id) => ({ id, permTypes: types[id] ?? [] }));
}
