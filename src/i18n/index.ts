/**
 * i18next for the two languages. The shell's Chinese texts are bundled (zh-CN is the default and the fallback
 * language); its English texts load only when English is in use (`loadCatalogue`: the UI providers render nothing
 * before them, together with antd's and dayjs's locale, so no key ever shows, and if they cannot load the Chinese ones
 * show). Each resource registers its own keys (`registerCatalogue`) when its lazy chunk loads, so a screen's texts
 * travel with the screen.
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import zhCN from "./locales/zh-CN";
import { detectLanguage, type Language } from "./detect";
import { withChunkTimeout } from "@/lib/chunk-timeout";
import { onceUntilFailure } from "@/lib/once-until-failure";
import { storage, StorageKey } from "@/lib/storage";

export const i18n = i18next.createInstance();

export function initialLanguage(): Language {
  return detectLanguage(storage.get(StorageKey.lang), typeof navigator === "undefined" ? null : navigator.language);
}

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: "zh-CN",
  resources: { "zh-CN": { translation: zhCN } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options ?? {});

export function currentLanguage(): Language {
  return detectLanguage(i18n.language, null);
}

/** The texts that are not bundled, by language. The server names menus in Chinese: English brings the menu's titles. */
const lazyCatalogues: Partial<Record<Language, () => Promise<object[]>>> = {
  "en-US": withChunkTimeout(() =>
    Promise.all([import("./locales/en-US"), import("./locales/menu-titles")]).then(([shell, menu]) => [
      shell.default,
      { menu: menu.MENU_TITLES_EN },
    ]),
  ),
};

/**
 * The shell's texts of a language, fetched once (a language nobody uses is not in every user's download). A
 * failed fetch may be tried again.
 */
export const loadCatalogue: (lang: Language) => Promise<void> = onceUntilFailure(async (lang: Language) => {
  const load = lazyCatalogues[lang];
  if (!load) return;
  for (const bundle of await load()) i18n.addResourceBundle(lang, "translation", bundle, true, true);
});

export async function setLanguage(lang: Language): Promise<void> {
  // Texts that cannot load fall back to Chinese; the switch still happens (a reload tries them again).
  await loadCatalogue(lang).catch(() => undefined);
  storage.set(StorageKey.lang, lang);
  await i18n.changeLanguage(lang);
}

/** A screen's own catalogue, keyed by its namespace; zh-CN and en-US side by side. */
export function registerCatalogue(namespace: string, catalogues: Record<Language, object>): void {
  for (const [lang, bundle] of Object.entries(catalogues)) {
    i18n.addResourceBundle(lang, "translation", { [namespace]: bundle }, true, true);
  }
}
