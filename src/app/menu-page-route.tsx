/** A menu page: its registered screen, or a clear "not available" page (lazy, like every page) — never a crash. */
import { lazyPage } from "@/lib/chunk-timeout";
import { screenRoute } from "@/resources/registry";
import type { MenuPage } from "@/providers/session/menu-types";

const NotAvailablePage = lazyPage(() => import("@/pages/errors/not-available-page"));

export function MenuPageRoute({ page }: { page: MenuPage }) {
  const Screen = screenRoute(page.component);
  return <Screen notAvailable={<NotAvailablePage page={page} />} />;
}
