/**
 * antd's and dayjs's locales and the shell's English texts follow the active language, loaded only for the language in
 * use, all at once. Nothing of the console renders before them (see ui-providers), so their load must end: past
 * SPEC §9's chunk timeout, or failed, the console renders with antd's built-in (English) texts for its controls, and
 * its own texts fall back to the bundled Chinese catalogue (src/i18n `loadCatalogue`) — rather than a spinner forever.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "dayjs";
import type { Locale } from "antd/es/locale";
import { withChunkTimeout } from "@/lib/chunk-timeout";
import { onceUntilFailure } from "@/lib/once-until-failure";
import { asLanguage, type Language } from "./detect";
import { initialLanguage, loadCatalogue } from "./index";

const loaders: Record<Language, () => Promise<Locale>> = {
  "zh-CN": withChunkTimeout(async () => {
    const [antd] = await Promise.all([import("antd/es/locale/zh_CN"), import("dayjs/locale/zh-cn")]);
    return antd.default;
  }),
  "en-US": withChunkTimeout(async () => (await import("antd/es/locale/en_US")).default),
};
const DAYJS_LOCALE: Record<Language, string> = { "zh-CN": "zh-cn", "en-US": "en" };

/** A language's locales and texts, loaded once and shared (a failed load is tried again by the next caller). */
const loadLocale = onceUntilFailure((lang: Language) => loaders[lang]());
const loadUi = (lang: Language) =>
  // A catalogue that does not load leaves the bundled Chinese texts (i18next's fallback language), never keys.
  Promise.all([loadLocale(lang), loadCatalogue(lang).catch(() => undefined)]);

// Started while the entry is evaluated, not after the first render: nothing renders before it, and the page the
// address asks for (src/app/root.tsx) is fetched beside it — one round trip for both instead of one after the other.
void loadUi(initialLanguage()).catch(() => undefined);

/** The locale; undefined while it loads, null when it did not load (antd's built-in texts then). */
export function useUiLocale(): Locale | null | undefined {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale | null>();
  useEffect(() => {
    let alive = true;
    const lang = asLanguage(i18n.language) ?? "zh-CN";
    void loadUi(lang).then(
      ([loaded]) => {
        if (!alive) return;
        dayjs.locale(DAYJS_LOCALE[lang]);
        setLocale(loaded);
      },
      () => alive && setLocale((current) => current ?? null),
    );
    document.documentElement.lang = lang;
    return () => {
      alive = false;
    };
  }, [i18n.language]);
  return locale;
}
