/** A parent route without a redirect forwards to its first child (SPEC §2.1). */
import { appsOf, pagesOf } from "@/providers/session/menu-model";
import type { MenuNode } from "@/providers/session/menu-types";

export function groupRedirects(tree: readonly MenuNode[]): { from: string; to: string }[] {
  const pages = pagesOf(tree);
  const out: { from: string; to: string }[] = [];
  for (const app of appsOf(tree)) {
    for (const group of app.children ?? []) {
      if (!group.path) continue;
      const from = group.path.startsWith("/") ? group.path : `/${group.path}`;
      const first = pages.find((page) => page.route.startsWith(`${from}/`));
      if (first && !out.some((r) => r.from === from)) out.push({ from, to: first.route });
    }
  }
  return out;
}
