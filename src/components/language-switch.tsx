/**
 * zh-CN / en-US switch: stored, and the whole UI (antd, dayjs included) follows without a reload. Two languages, so
 * both are shown side by side (a segmented control): one click, the current one visible, and no menu code on login.
 * It is drawn like antd's small Segmented, from the theme's tokens, over native radio buttons (arrow keys, focus):
 * the login page and home show it without antd's Segmented, which only the lists' density switch needs.
 */
import { theme as antdTheme } from "antd";
import { useId, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, asLanguage } from "@/i18n/detect";
import { setLanguage } from "@/i18n";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { token } = antdTheme.useToken();
  const name = useId();
  const current = asLanguage(i18n.language) ?? "zh-CN";
  const colors = {
    "--lang-track": token.colorBgLayout,
    "--lang-thumb": token.colorBgElevated,
    "--lang-text": token.colorTextLabel,
    "--lang-text-strong": token.colorText,
    "--lang-focus": token.colorPrimaryBorder,
    "--lang-shadow": token.boxShadowTertiary,
  } as CSSProperties;
  return (
    <div
      role="radiogroup"
      aria-label={t("shell.language")}
      className="lang-switch"
      style={colors}
      data-testid="language-switch"
    >
      {LANGUAGES.map((lang) => (
        <label
          key={lang}
          className={lang === current ? "lang-switch-item lang-switch-item-selected" : "lang-switch-item"}
        >
          <input
            type="radio"
            name={name}
            value={lang}
            checked={lang === current}
            onChange={() => void setLanguage(lang)}
            className="lang-switch-input"
          />
          {t(`shell.languages.${lang}`)}
        </label>
      ))}
    </div>
  );
}
