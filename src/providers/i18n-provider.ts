/** Refine's i18n hooks over the console's i18next instance. */
import type { I18nProvider } from "@refinedev/core";
import { i18n, setLanguage } from "@/i18n";
import { asLanguage } from "@/i18n/detect";

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const params = typeof options === "object" && options !== null ? (options as Record<string, unknown>) : {};
    const text = i18n.t(key, {
      ...params,
      defaultValue: defaultMessage ?? (typeof options === "string" ? options : key),
    });
    return typeof text === "string" ? text : key;
  },
  changeLocale: async (lang: string) => {
    const language = asLanguage(lang);
    if (language) await setLanguage(language);
  },
  getLocale: () => i18n.language,
};
