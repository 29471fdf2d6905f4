/** A menu page whose component the console does not register: a clear "not available" page, never a crash. */
import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { titleText } from "@/providers/session/menu-model";
import type { MenuPage } from "@/providers/session/menu-types";

export default function NotAvailablePage({ page }: { page: MenuPage }) {
  const { t, i18n } = useTranslation();
  return (
    <div data-testid="not-available">
      <Result
        status="info"
        title={t("errors.notAvailable")}
        subTitle={t("errors.notAvailableHint", {
          title: titleText(page.title, i18n.language, t, page.name),
          component: page.component,
        })}
      />
    </div>
  );
}
