/**
 * i18next for the two languages. The shell's catalogue of a language loads with that language only (`loadCatalogue`:
 * the UI providers render nothing before it, together with antd's and dayjs's locale, so no key ever shows); each
 * resource registers its own keys (`registerCatalogue`) when its lazy chunk loads, so a screen's texts travel with
 * the screen.
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { detectLanguage, type Language } from "./detect";
import { storage, StorageKey } from "@/lib/storage";

export const i18n = i18next.createInstance();

export function initialLanguage(): Language {
  return detectLanguage(storage.get(StorageKey.lang), typeof navigator === "undefined" ? null : navigator.language);
}

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: "zh-CN",
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options ?? {});

export function currentLanguage(): Language {
  return detectLanguage(i18n.language, null);
}

const catalogues: Record<Language, () => Promise<object[]>> = {
  "zh-CN": () => Promise.all([import("./locales/zh-CN")]).then((modules) => modules.map((m) => m.default)),
  // The server names menus in Chinese: only English needs the menu's own titles.
  "en-US": () =>
    Promise.all([import("./locales/en-US"), import("./locales/menu-titles")]).then(([shell, menu]) => [
      shell.default,
      { menu: menu.MENU_TITLES_EN },
    ]),
};
const loading = new Map<Language, Promise<void>>();

/**
 * The shell's texts of a language, fetched once (issue 13: the other language's catalogue was 5 KiB gzip of what
 * every user fetched). A failed fetch may be tried again.
 */
export function loadCatalogue(lang: Language): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = catalogues[lang]().then((bundles) => {
      for (const bundle of bundles) i18n.addResourceBundle(lang, "translation", bundle, true, true);
    });
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

export async function setLanguage(lang: Language): Promise<void> {
  await loadCatalogue(lang);
  storage.set(StorageKey.lang, lang);
  await i18n.changeLanguage(lang);
}

/** A screen's own catalogue, keyed by its namespace; zh-CN and en-US side by side. */
export function registerCatalogue(namespace: string, catalogues: Record<Language, object>): void {
  for (const [lang, bundle] of Object.entries(catalogues)) {
    i18n.addResourceBundle(lang, "translation", { [namespace]: bundle }, true, true);
  }
}
