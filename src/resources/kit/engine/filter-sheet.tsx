/**
 * The list's filters on a phone (below 768 px): one "Filter" button, with the count of the filters in force, opening
 * a sheet from the bottom that holds the status choice (the desktop's status tabs) and the search form in one column.
 * A status applies at once; Search and Reset apply the form and close the sheet.
 */
import { useState } from "react";
import { Button, Drawer, Radio } from "antd";
import { FilterOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { Params } from "@/providers/http";
import { useDict } from "@/components/use-dict";
import { fieldLabelKeys } from "./labels";
import { SearchForm } from "./search-form";
import { activeHidden } from "./search-fold";
import type { SearchValues } from "./search-mapping";
import type { ResourceDefinition } from "./types";

const ALL = "__all";

type Tabs = NonNullable<ResourceDefinition<unknown>["tabs"]>;

/** The status tabs as one choice: "All" and each value of the dictionary. */
function StatusChoice({ namespace, tabs, params, onChange }: StatusProps) {
  const { t } = useTranslation();
  const dict = useDict(tabs.dict);
  const current = params[tabs.field];
  return (
    <div style={{ marginBottom: 16 }} data-testid="filter-status">
      <div style={{ marginBottom: 8 }}>{t(fieldLabelKeys(namespace, tabs.field))}</div>
      <Radio.Group
        optionType="button"
        value={current != null ? String(current) : ALL}
        options={[
          { value: ALL, label: t("common.all") },
          ...dict.options.map((o) => ({ value: o.value, label: o.title })),
        ]}
        onChange={(event) => {
          const key = String(event.target.value);
          const rest = Object.fromEntries(Object.entries(params).filter(([k]) => k !== tabs.field));
          onChange(key === ALL ? rest : { ...rest, [tabs.field]: key });
        }}
        style={{ display: "flex", flexWrap: "wrap", gap: 8 }}
      />
    </div>
  );
}

interface StatusProps {
  namespace: string;
  tabs: Tabs;
  params: Params;
  onChange: (next: Params) => void;
}

export interface FilterSheetProps<T> {
  definition: ResourceDefinition<T>;
  params: Params;
  values: SearchValues;
  onParams: (next: Params) => void;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
}

export function FilterSheet<T>({ definition, params, values, onParams, onSearch, onReset }: FilterSheetProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { tabs, search, namespace } = definition;
  const count = activeHidden(search ?? [], 0, values) + (tabs && params[tabs.field] != null ? 1 : 0);
  return (
    <>
      <div className="list-cards-toolbar" style={{ marginBottom: 8 }}>
        <Button
          block
          icon={<FilterOutlined />}
          onClick={() => setOpen(true)}
          type={count > 0 ? "primary" : "default"}
          ghost={count > 0}
          data-testid="filter-button"
        >
          {count > 0 ? t("phone.filterActive", { count }) : t("phone.filter")}
        </Button>
      </div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        height="85dvh"
        title={t("phone.filter")}
        styles={{ body: { paddingTop: 12 } }}
        rootClassName="filter-sheet"
      >
        {tabs && <StatusChoice namespace={namespace} tabs={tabs} params={params} onChange={onParams} />}
        {search && search.length > 0 && (
          <SearchForm
            vertical
            namespace={namespace}
            fields={search}
            values={values}
            onSearch={(next) => {
              onSearch(next);
              setOpen(false);
            }}
            onReset={() => {
              onReset();
              setOpen(false);
            }}
          />
        )}
      </Drawer>
    </>
  );
}
