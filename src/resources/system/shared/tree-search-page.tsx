/**
 * A tree list (rows loaded by parent) with a title search above it: a search shows the flat matches from the search
 * endpoint (any level), clearing it shows the tree again. Departments and menus.
 */
import { Input } from "antd";
import { useMemo, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { resolveKey, type ResourceDefinition, ListPage } from "@/resources/kit";

export function treeSearchPage<T>(
  searchPath: string,
  /** The search's label (a key relative to the screen may start with "."). */
  labelKey: string,
): ComponentType<{ definition: ResourceDefinition<T> }> {
  return function TreeSearchPage({ definition }) {
    const { t } = useTranslation();
    const [term, setTerm] = useState("");
    const shown = useMemo((): ResourceDefinition<T> => {
      if (!term) return definition;
      const { tree: _tree, ...flat } = definition;
      return {
        ...flat,
        endpoints: {
          list: { path: searchPath, style: "query", result: "array", paging: "none", params: { title: term } },
        },
      };
    }, [definition, term]);
    const label = t(resolveKey(definition.namespace, labelKey));
    return (
      <>
        <Input.Search
          allowClear
          data-testid="tree-search"
          aria-label={label}
          placeholder={t("common.placeholder.inputField", { label })}
          enterButton={t("common.actions.search")}
          onSearch={(value) => setTerm(value.trim())}
          style={{ maxWidth: 360, marginBottom: 12 }}
        />
        <ListPage<T & object> key={term} definition={shown as ResourceDefinition<T & object>} />
      </>
    );
  };
}
