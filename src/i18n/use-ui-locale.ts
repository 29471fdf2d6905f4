/**
 * antd's and dayjs's locales and the shell's catalogue follow the active language, loaded only for the language in
 * use, all at once.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "dayjs";
import type { Locale } from "antd/es/locale";
import { asLanguage, type Language } from "./detect";
import { loadCatalogue } from "./index";

const loaders: Record<Language, () => Promise<Locale>> = {
  "zh-CN": async () => {
    const [antd] = await Promise.all([import("antd/es/locale/zh_CN"), import("dayjs/locale/zh-cn")]);
    dayjs.locale("zh-cn");
    return antd.default;
  },
  "en-US": async () => {
    const antd = await import("antd/es/locale/en_US");
    dayjs.locale("en");
    return antd.default;
  },
};

export function useUiLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>();
  useEffect(() => {
    let alive = true;
    const lang = asLanguage(i18n.language) ?? "zh-CN";
    void Promise.all([loaders[lang](), loadCatalogue(lang)]).then(([loaded]) => alive && setLocale(loaded));
    document.documentElement.lang = lang;
    return () => {
      alive = false;
    };
  }, [i18n.language]);
  return locale;
}
