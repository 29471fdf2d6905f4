/** A menu page: its registered screen, or a clear "not available" page — never a crash. */
import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { resourcePages } from "@/resources/registry";
import { titleText } from "./menu-model";
import type { MenuPage } from "./menu-types";

export function MenuPageRoute({ page }: { page: MenuPage }) {
  const { t, i18n } = useTranslation();
  const Screen = resourcePages[page.component];
  if (Screen) return <Screen />;
  return (
    <div data-testid="not-available">
      <Result
      status="info"
      title={t("errors.notAvailable")}
      subTitle={t("errors.notAvailableHint", { title: titleText(page.title, i18n.language, t), component: page.component })}
      />
    </div>
  );
}
