/**
 * The header's menu search (SPEC §2.2). Until the user reaches for it, a plain input of the same size stands in for
 * the select (bundle budget: antd Select and its virtual list are code home does not need); the first
 * focus loads the select, which replaces the input open and focused, carrying whatever was typed meanwhile. When the
 * select's code does not load (failed, or past SPEC §9's chunk timeout), the input simply stays and the next focus
 * asks again: the menus are the same pages one click away.
 */
import { SearchOutlined } from "@ant-design/icons";
import { useCallback, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { withChunkTimeout } from "@/lib/chunk-timeout";

type SelectComponent = ComponentType<{ readTyped: () => string }>;

const loadSelect = withChunkTimeout(() => import("./menu-search-select"));

export function MenuSearch() {
  const { t } = useTranslation();
  const [SearchSelect, setSearchSelect] = useState<SelectComponent | null>(null);
  // The input's own value as it leaves the page (the ref's cleanup runs in the commit that swaps in the select).
  const typedAtSwap = useRef("");
  const inputRef = useCallback((node: HTMLInputElement | null) => {
    if (!node) return undefined;
    return () => {
      typedAtSwap.current = node.value;
    };
  }, []);
  const readTyped = useCallback(() => typedAtSwap.current, []);
  if (SearchSelect) return <SearchSelect readTyped={readTyped} />;
  const load = () =>
    void loadSelect().then(
      (module) => setSearchSelect(() => module.default),
      () => undefined,
    );
  return (
    <span className="menu-search-trigger" data-testid="menu-search">
      <input ref={inputRef} placeholder={t("shell.menuSearch")} aria-label={t("shell.menuSearch")} onFocus={load} />
      <SearchOutlined aria-hidden="true" />
    </span>
  );
}
