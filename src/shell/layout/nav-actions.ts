/** Selecting a top-level app (SPEC §2.2): isMenu 0 acts by its description, otherwise it becomes currNav. */
import type { MenuNode } from "@/providers/session/menu-types";
import { menuStore } from "@/providers/session/menu-store";
import { isSafeLinkUrl } from "@/lib/url";

export interface NavEffects {
  setLocation: (url: string) => void;
  openWindow: (url: string) => void;
  goToRouteName: (name: string) => void;
  goHome: () => void;
}

export function selectApp(app: MenuNode, effects: NavEffects): void {
  if (app.isMenu === 0) {
    const url = app.url ?? "";
    // A link leaves the console only for http(s) or an in-app path: never javascript: or another scheme.
    if ((app.description === "direct" || app.description === "window") && !isSafeLinkUrl(url)) return;
    if (app.description === "direct") effects.setLocation(url);
    else if (app.description === "window") effects.openWindow(url);
    else if (app.description === "route") effects.goToRouteName(url);
    return;
  }
  menuStore.setCurrentApp(app.name);
  effects.goHome();
}
