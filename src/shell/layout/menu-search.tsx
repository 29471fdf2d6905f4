/** The header's menu search: a filterable select over the third-level pages of every app (SPEC §2.2). */
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useMenu } from "../menu-store";
import { appsOf, titleText } from "../menu-model";
import { useGoToPage } from "./use-go-to-page";

export function MenuSearch() {
  const { pages, tree } = useMenu();
  const { t, i18n } = useTranslation();
  const goToPage = useGoToPage();
  const apps = appsOf(tree);
  const options = apps
    .map((app) => ({
      label: titleText(app.title, i18n.language, t),
      title: app.name,
      options: pages.filter((page) => page.app === app.name).map((page) => ({ value: page.name, label: titleText(page.title, i18n.language, t) })),
    }))
    .filter((group) => group.options.length > 0);
  return (
    <Select
      showSearch
      value={null}
      placeholder={t("shell.menuSearch")}
      options={options}
      optionFilterProp="label"
      style={{ width: 180 }}
      popupMatchSelectWidth={240}
      onSelect={(name: string | null) => {
        const page = pages.find((p) => p.name === name);
        if (page) goToPage(page);
      }}
      data-testid="menu-search"
      aria-label={t("shell.menuSearch")}
    />
  );
}
