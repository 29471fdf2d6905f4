/**
 * i18next for the two languages. Shell catalogues are bundled; each resource registers its own keys
 * (`registerCatalogue`) when its lazy chunk loads, so a screen's texts travel with the screen.
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import zhCN from "./locales/zh-CN";
import enUS from "./locales/en-US";
import { detectLanguage, type Language } from "./detect";
import { storage, StorageKey } from "@/lib/storage";

export const i18n = i18next.createInstance();

export function initialLanguage(): Language {
  return detectLanguage(storage.get(StorageKey.lang), typeof navigator === "undefined" ? null : navigator.language);
}

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: "zh-CN",
  resources: { "zh-CN": { translation: zhCN }, "en-US": { translation: enUS } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options ?? {});

export function currentLanguage(): Language {
  return detectLanguage(i18n.language, null);
}

export async function setLanguage(lang: Language): Promise<void> {
  storage.set(StorageKey.lang, lang);
  await i18n.changeLanguage(lang);
}

/** A screen's own catalogue, keyed by its namespace; zh-CN and en-US side by side. */
export function registerCatalogue(namespace: string, catalogues: Record<Language, object>): void {
  for (const [lang, bundle] of Object.entries(catalogues)) {
    i18n.addResourceBundle(lang, "translation", { [namespace]: bundle }, true, true);
  }
}
