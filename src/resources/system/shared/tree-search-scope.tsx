/**
 * A tree list (rows loaded by parent) with a title search above it: a search shows the flat matches from the search
 * endpoint (any level), clearing it shows the tree again. Departments and menus.
 */
import { Input } from "antd";
import { useTranslation } from "react-i18next";
import type { FilterTypes, ListCall } from "@contract/calls";
import { resolveKey, scope, type ErasedScope, type ScopePanelProps } from "@/resources/kit";

export function treeSearchScope<T>(
  search: ListCall<T, FilterTypes>,
  /** The search's label (a key relative to the screen may start with "."). */
  labelKey: string,
): ErasedScope<T> {
  function TreeSearch({ onChange, definition }: ScopePanelProps<T, string>) {
    const { t } = useTranslation();
    const label = t(resolveKey(definition.namespace, labelKey));
    return (
      <Input.Search
        allowClear
        data-testid="tree-search"
        aria-label={label}
        placeholder={t("common.placeholder.inputField", { label })}
        enterButton={t("common.actions.search")}
        onSearch={(value) => onChange(value.trim())}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
    );
  }
  return scope<T, string>({
    placement: "above",
    panel: TreeSearch,
    narrow: (definition, term) => {
      if (!term) return definition;
      const { tree: _tree, ...flat } = definition;
      return {
        ...flat,
        endpoints: {
          list: { ...search, params: { title: term } },
        },
      };
    },
  });
}
