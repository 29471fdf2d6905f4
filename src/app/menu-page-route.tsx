/** A menu page: its registered screen, or a clear "not available" page (lazy, like every page) — never a crash. */
import { lazy } from "react";
import { resourcePages } from "@/resources/registry";
import type { MenuPage } from "@/providers/session/menu-types";

const NotAvailablePage = lazy(() => import("@/pages/errors/not-available-page"));

export function MenuPageRoute({ page }: { page: MenuPage }) {
  const Screen = resourcePages[page.component];
  return Screen ? <Screen /> : <NotAvailablePage page={page} />;
}
