/**
 * Test helper: renders a widget under its own i18next instance holding only the catalogues the widgets use
 * (common and components), so widget tests do not depend on the shell's catalogues.
 */
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { render } from "@testing-library/react";
import zhCommon from "@/i18n/locales/zh-CN/common";
import zhComponents from "@/i18n/locales/zh-CN/components";
import enCommon from "@/i18n/locales/en-US/common";
import enComponents from "@/i18n/locales/en-US/components";

export type TestLanguage = "zh-CN" | "en-US";

export function createTestI18n(lng: TestLanguage = "zh-CN") {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: "zh-CN",
    resources: {
      "zh-CN": { translation: { common: zhCommon, components: zhComponents } },
      "en-US": { translation: { common: enCommon, components: enComponents } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithI18n(ui: ReactElement, lng: TestLanguage = "zh-CN") {
  const instance = createTestI18n(lng);
  return render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
}
