/**
 * zh-CN / en-US switch: stored, and the whole UI (antd, dayjs included) follows without a reload. Two languages, so
 * both are shown side by side (a segmented control): one click, the current one visible, and no menu code on login.
 */
import Segmented from "antd/es/segmented";
import { useTranslation } from "react-i18next";
import { LANGUAGES, asLanguage, type Language } from "@/i18n/detect";
import { setLanguage } from "@/i18n";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Language>
      size="small"
      data-testid="language-switch"
      aria-label={t("shell.language")}
      value={asLanguage(i18n.language) ?? "zh-CN"}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`shell.languages.${lang}`) }))}
      onChange={(lang) => void setLanguage(lang)}
    />
  );
}
