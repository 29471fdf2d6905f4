/**
 * antd's theme and locale for the whole console, and the toast/confirmation host, mounted the first time something
 * asks for it (lib/notify) so the login page does not load antd's message and modal code.
 */
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from "antd";
import { StyleProvider } from "@ant-design/cssinjs";
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { onFeedbackHostNeeded } from "@/lib/notify";
import { lazyPage } from "@/lib/chunk-timeout";
import { useUiLocale } from "@/i18n/use-ui-locale";
import { useThemeSettings } from "./theme-settings";
import { usePrefersReducedMotion } from "./reduced-motion";
import { PageLoading } from "./page-loading";
import { ChunkErrorBoundary } from "./chunk-error-boundary";
import { ACCESSIBLE_LIGHT_THEME } from "./layout/theme-colors";
import { STYLE_CACHE } from "./kept-style-cache";
import "./shell.css";
import "./phone.css";

const FeedbackHost = lazyPage(() => import("./feedback-host"));
const DARK: ThemeConfig = { algorithm: antdTheme.darkAlgorithm, cssVar: true, hashed: false };
const LIGHT: ThemeConfig = {
  ...ACCESSIBLE_LIGHT_THEME,
  algorithm: antdTheme.defaultAlgorithm,
  cssVar: true,
  hashed: false,
};
/** The same themes without antd's animations, for staff whose system asks for reduced motion. */
const still = (theme: ThemeConfig): ThemeConfig => ({ ...theme, token: { ...theme.token, motion: false } });
const DARK_STILL = still(DARK);
const LIGHT_STILL = still(LIGHT);

export function UiProviders({ children }: { children: ReactNode }) {
  const locale = useUiLocale();
  const settings = useThemeSettings();
  const dark = settings.mainTheme === "darkMode";
  const reducedMotion = usePrefersReducedMotion();
  const theme = reducedMotion ? (dark ? DARK_STILL : LIGHT_STILL) : dark ? DARK : LIGHT;
  const [hostNeeded, setHostNeeded] = useState(false);
  useEffect(() => onFeedbackHostNeeded(() => setHostNeeded(true)), []);
  useEffect(() => {
    document.body.classList.toggle("dark-mode", dark);
    document.body.classList.toggle("weak-mode", settings.weakMode);
  }, [dark, settings.weakMode]);
  return (
    <StyleProvider cache={STYLE_CACHE}>
      <ConfigProvider locale={locale ?? undefined} theme={theme}>
        {/* Nothing renders before the locale: ConfigProvider wraps its children differently once a locale is set, which
          would remount the page and drop what the user had typed (seen on a slow machine). */}
        {locale !== undefined ? children : <PageLoading />}
        {hostNeeded && (
          // Above every other boundary: its code not loading used to unmount the whole console (a white page). Now
          // the reload offer floats over the working console in place of the toast or confirmation; Close puts it
          // away, and the next message asks for the host (and says so) again.
          <ChunkErrorBoundary onClose={() => setHostNeeded(false)}>
            <Suspense fallback={null}>
              <FeedbackHost />
            </Suspense>
          </ChunkErrorBoundary>
        )}
      </ConfigProvider>
    </StyleProvider>
  );
}
