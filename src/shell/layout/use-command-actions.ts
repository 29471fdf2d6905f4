/**
 * The command palette's actions (Ctrl/⌘+K): every page of the user's menu, and the header actions (language,
 * dark mode, lock, change password, sign out). Registered with useRegisterActions inside RefineKbarProvider,
 * which ignores its own `actions` prop.
 */
import { useLogout } from "@refinedev/core";
import { useRegisterActions, type Action } from "@refinedev/kbar";
import { useMemo } from "react";
import { useStableNavigate } from "@/lib/route-hooks";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "@/i18n/detect";
import { i18n, setLanguage } from "@/i18n";
import type { MenuPage } from "@/providers/session/menu-types";
import { MENU_TITLES_EN } from "@/i18n/locales/menu-titles";
import { useMenu } from "@/providers/session/menu-store";
import { appsOf, titleText } from "@/providers/session/menu-model";
import { themeStore } from "../theme-settings";
import { lockScreen } from "@/providers/session/lock";
import { passwordDrawer } from "@/providers/session/password-drawer-store";
import { useGoToPage } from "./use-go-to-page";

/**
 * A page's Chinese and English titles (the server's title, and the console's English one for the node, read from its
 * table: the English catalogue is loaded only once English is chosen).
 */
function bothTitles(page: MenuPage): string {
  const translate = (key: string) => MENU_TITLES_EN[key.replace(/^menu\./, "")] ?? i18n.t(key, { lng: "en-US" });
  return [titleText(page.title, "zh-CN", translate, page.name), titleText(page.title, "en-US", translate, page.name)]
    .filter(Boolean)
    .join(" ");
}

export function useCommandActions(): void {
  const { pages, tree } = useMenu();
  const { t, i18n: translator } = useTranslation();
  const navigate = useStableNavigate();
  const goToPage = useGoToPage();
  const { mutate: logout } = useLogout();
  const lang = translator.language;
  const actions = useMemo<Action[]>(() => {
    const apps = appsOf(tree);
    const pageActions: Action[] = pages.map((page) => {
      const app = apps.find((a) => a.name === page.app);
      const group = app?.children?.find((g) => g.name === page.group);
      return {
        id: `page:${page.name}`,
        name: titleText(page.title, lang, t, page.name),
        subtitle: [app && titleText(app.title, lang, t, app.name), group && titleText(group.title, lang, t, group.name)]
          .filter(Boolean)
          .join(" / "),
        // Found by its title in either language, whichever the console shows.
        keywords: `${page.name} ${page.route} ${bothTitles(page)}`,
        section: t("shell.kbar.pages"),
        perform: () => goToPage(page),
      };
    });
    const section = t("shell.kbar.actions");
    const headerActions: Action[] = [
      ...LANGUAGES.map((language) => ({
        id: `lang:${language}`,
        name: t("shell.kbar.switchLanguage", { language: t(`shell.languages.${language}`) }),
        keywords: language,
        section,
        perform: () => void setLanguage(language),
      })),
      {
        id: "dark-mode",
        name: t("shell.kbar.darkMode"),
        keywords: "dark theme",
        section,
        perform: () => themeStore.applyMainTheme(themeStore.get().mainTheme === "darkMode" ? "primary" : "darkMode"),
      },
      { id: "lock", name: t("shell.lock.action"), keywords: "lock", section, perform: () => lockScreen(navigate) },
      {
        id: "change-password",
        name: t("shell.changePassword"),
        keywords: "password",
        section,
        perform: () => passwordDrawer.open(),
      },
      { id: "sign-out", name: t("shell.signOut"), keywords: "logout sign out", section, perform: () => logout() },
    ];
    return [...pageActions, ...headerActions];
  }, [pages, tree, lang, t, goToPage, navigate, logout]);
  useRegisterActions(actions, [actions]);
}
