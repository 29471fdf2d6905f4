/**
 * Menu component keys → the lazy page that renders them. A menu page whose key is not here routes to the
 * "not available" page. Adding a resource: write its folder (definition + i18n + page) and add one line here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export const resourcePages: Record<string, LazyExoticComponent<ComponentType>> = {
  "finance/withdraw-orders": lazy(() => import("./finance/withdraw-orders/page")),
  "goods/score-goods": lazy(() => import("./goods/score-goods/page")),
  "team/team-config": lazy(() => import("./team/team-config/page")),
  "team/team-list": lazy(() => import("./team/team-list/page")),
  "members/exchange-score-records": lazy(() => import("./members/exchange-score-records/page")),
  "members/usdt-withdraw-addresses": lazy(() => import("./members/usdt-withdraw-addresses/page")),
  "members/finish-task-records": lazy(() => import("./members/finish-task-records/page")),
  "system/analytics-accounts": lazy(() => import("./system/analytics-accounts/page")),
};
