/** Menu pages → Refine resources: name = route name, list = route, permTypes in meta (DESIGN §3). */
import type { ResourceProps } from "@refinedev/core";
import type { MenuPage } from "@/providers/session/menu-types";

export function toResources(pages: readonly MenuPage[]): ResourceProps[] {
  return pages.map((page) => ({
    name: page.name,
    list: page.route,
    meta: {
      label: typeof page.title === "string" ? page.title : page.name,
      permTypes: page.permTypes,
      component: page.component,
      parent: page.group,
      icon: undefined,
    },
  }));
}
