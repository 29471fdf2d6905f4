/**
 * The menu tree as the X-Boot conformance tests read it (xboot-conformance-menus.test.ts and
 * xboot-conformance-roles.test.ts): every node, a page's node with its buttons, each page's permTypes as a user's menu
 * gives them, and a form post whose parameters repeat.
 */
import type { Client, Row, TestContext } from './helpers';

export interface Node extends Row {
  id: string;
  parentId: string;
  children: Node[];
}
export const treeOf = async (ctx: TestContext) => (await ctx.admin.get<Node[]>('/xboot/permission/getAllList')).result;
export const flat = (nodes: readonly Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
export const nodeOf = async (ctx: TestContext, component: string) => {
  const page = flat(await treeOf(ctx)).find((node) => node.component === component) as Node;
  return { page, button: (type: string) => page.children.find((child) => child.buttonType === type) as Node };
};
interface MenuNode {
  component: string;
  permTypes: string[];
  children: MenuNode[];
}
export const menuPages = async (client: Client) => {
  const walk = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...walk(node.children)]);
  const menu = (await client.get<MenuNode[]>('/xboot/permission/getMenuList')).result;
  return new Map(walk(menu).map((node) => [node.component, node.permTypes]));
};
/** A form post whose parameters may repeat (`permIds=a&permIds=b`), as the test client's `form` cannot send. */
export const formPairs = async (ctx: TestContext, path: string, pairs: [string, string][]) => {
  const response = await fetch(`${ctx.server.url}/admin-api${path}`, {
    method: 'POST',
    headers: { accessToken: ctx.admin.token ?? '', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(pairs).toString(),
  });
  return (await response.json()) as { code: number; message: string };
};
