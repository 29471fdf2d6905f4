/** The Suspense fallback while a lazy page loads: a CSS spinner, so the login route needs no antd Spin. */
import { useTranslation } from "react-i18next";

export function PageLoading() {
  const { t } = useTranslation();
  // A progress bar needs a name a screen reader can say (axe: aria-progressbar-name).
  return (
    <div className="page-loading" role="progressbar" aria-busy="true" aria-label={t("shell.pageLoading")}>
      <span className="page-loading-dot" />
    </div>
  );
}
