/** antd's theme and locale, and the contextual message API registered for the whole console. */
import { App as AntdApp, ConfigProvider, theme as antdTheme } from "antd";
import { useEffect, type ReactNode } from "react";
import { registerMessageApi } from "@/lib/notify";
import { useUiLocale } from "@/i18n/use-ui-locale";
import { useThemeSettings } from "./theme-settings";
import "./shell.css";

function MessageBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

export function UiProviders({ children }: { children: ReactNode }) {
  const locale = useUiLocale();
  const settings = useThemeSettings();
  const dark = settings.mainTheme === "darkMode";
  useEffect(() => {
    document.body.classList.toggle("dark-mode", dark);
    document.body.classList.toggle("weak-mode", settings.weakMode);
  }, [dark, settings.weakMode]);
  return (
    <ConfigProvider locale={locale} theme={{ algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, cssVar: true, hashed: false }}>
      <AntdApp>
        <MessageBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
