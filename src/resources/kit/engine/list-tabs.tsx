/**
 * The list's status tabs (SPEC §2.13): "All" and one tab per value of the declared dictionary; a tab is a filter on
 * the declared field, kept beside the search form's own.
 */
import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import type { Params } from "@/providers/http";
import { useDict } from "@/components/use-dict";
import type { ResourceDefinition } from "./types";

const ALL_TAB = "__all";

export interface ListTabsProps {
  tabs: NonNullable<ResourceDefinition<unknown>["tabs"]>;
  /** The list's current request parameters (the tab's field among them). */
  params: Params;
  /** The parameters the chosen tab asks for: the others kept, the tab's field set or (All) left out. */
  onChange: (next: Params) => void;
}

export function ListTabs({ tabs, params, onChange }: ListTabsProps) {
  const { t } = useTranslation();
  const dict = useDict(tabs.dict);
  const current = params[tabs.field];
  return (
    <Tabs
      activeKey={current != null ? String(current) : ALL_TAB}
      items={[{ key: ALL_TAB, label: t("common.all") }, ...dict.options.map((o) => ({ key: o.value, label: o.title }))]}
      onChange={(key) => {
        const rest = Object.fromEntries(Object.entries(params).filter(([k]) => k !== tabs.field));
        onChange(key === ALL_TAB ? rest : { ...rest, [tabs.field]: key });
      }}
    />
  );
}
