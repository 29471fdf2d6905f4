/**
 * Menu component keys → the lazy page that renders them. A menu page whose key is not here routes to the
 * "not available" page. Adding a resource: write its folder (definition + i18n + page) and add one line here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export const resourcePages: Record<string, LazyExoticComponent<ComponentType>> = {
  "finance/withdraw-orders": lazy(() => import("./finance/withdraw-orders/page")),
};
