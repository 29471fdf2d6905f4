/**
 * Every opened page becomes a tab (and a later visit refreshes its query, so the tab restores the latest view).
 * A page of another app also makes that app current, so the side menu follows the page.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { menuStore, useMenu } from "@/providers/session/menu-store";
import { openTab, pageTabsStore } from "../page-tabs";
import { tabForLocation } from "../static-routes";

export function useTrackOpenedPages(): void {
  const { pathname, search } = useLocation();
  const { pages } = useMenu();
  // Leaving a page by the address bar or back/forward: the old address holds the page's latest query.
  useEffect(() => {
    const remember = (event: HashChangeEvent) => pageTabsStore.rememberQuery(event.oldURL);
    window.addEventListener("hashchange", remember);
    return () => window.removeEventListener("hashchange", remember);
  }, []);
  useEffect(() => {
    const tab = tabForLocation(pathname, search, pages);
    if (tab) pageTabsStore.set(openTab(pageTabsStore.get(), tab));
    const page = pages.find((p) => p.route === pathname);
    if (page && menuStore.get().currentApp !== page.app) menuStore.setCurrentApp(page.app);
  }, [pathname, search, pages]);
}
