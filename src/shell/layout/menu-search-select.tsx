/** The header's menu search proper: a filterable select over the third-level pages of every app (SPEC §2.2). */
import { Select } from "antd";
import { useLayoutEffect, useRef, useState } from "react";
import type { RefSelectProps } from "antd/es/select";
import { useTranslation } from "react-i18next";
import { useMenu } from "@/providers/session/menu-store";
import { appsOf, titleText } from "@/providers/session/menu-model";
import { useGoToPage } from "./use-go-to-page";

/**
 * Mounted by MenuSearch on the first interaction: open, focused, and carrying what was typed meanwhile. The typed
 * text is read and the focus taken in the same commit that removes the stand-in input, so no keystroke falls between.
 */
export default function MenuSearchSelect({ readTyped }: { readTyped: () => string }) {
  const { pages, tree } = useMenu();
  const { t, i18n } = useTranslation();
  const goToPage = useGoToPage();
  const [search, setSearch] = useState(readTyped);
  const [open, setOpen] = useState(true);
  const select = useRef<RefSelectProps>(null);
  useLayoutEffect(() => {
    setSearch(readTyped());
    select.current?.focus();
  }, [readTyped]);
  const options = appsOf(tree)
    .map((app) => ({
      label: titleText(app.title, i18n.language, t, app.name),
      title: app.name,
      options: pages
        .filter((page) => page.app === app.name)
        .map((page) => ({ value: page.name, label: titleText(page.title, i18n.language, t, page.name) })),
    }))
    .filter((group) => group.options.length > 0);
  return (
    <Select
      ref={select}
      showSearch
      open={open}
      onDropdownVisibleChange={setOpen}
      searchValue={search}
      onSearch={setSearch}
      value={null}
      placeholder={t("shell.menuSearch")}
      options={options}
      optionFilterProp="label"
      className="menu-search-select"
      popupMatchSelectWidth={240}
      onSelect={(name: string | null) => {
        setSearch("");
        setOpen(false);
        const page = pages.find((p) => p.name === name);
        if (page) goToPage(page);
      }}
      data-testid="menu-search"
      aria-label={t("shell.menuSearch")}
    />
  );
}
