/**
 * Going to a menu page from the menu search or the command palette: the page already shown only warns
 * '当前已在该页面菜单'; another app's page switches the current app first. The current page is read from the
 * address bar: the router's location lags it while a lazy page is still loading.
 */
import { useCallback } from "react";
import { useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { menuStore } from "@/providers/session/menu-store";
import type { MenuPage } from "@/providers/session/menu-types";

export const currentHashPath = (): string => window.location.hash.replace(/^#/, "").split("?")[0] ?? "";

export function useGoToPage(): (page: MenuPage) => void {
  const navigate = useStableNavigate();
  const { t } = useTranslation();
  return useCallback(
    (page: MenuPage) => {
      if (page.route === currentHashPath()) {
        notify.warning(t("shell.alreadyOnPage"));
        return;
      }
      if (menuStore.get().currentApp !== page.app) menuStore.setCurrentApp(page.app);
      navigate(page.route);
    },
    [navigate, t],
  );
}
