/** A statistics screen's page: its chart above the kit's list page (search, totals row, export). */
import { useMemo, type ComponentType } from "react";
import { resolveKeys, type ResourceDefinition, ListPage } from "@/resources/kit";
import { ListChart, type ListChartSpec } from "./list-chart";

export function withChart<T extends object>(spec: ListChartSpec): ComponentType<{ definition: ResourceDefinition<T> }> {
  return function StatisticsListPage({ definition }) {
    const chart = useMemo(() => resolveKeys(definition.namespace, spec), [definition.namespace]);
    return (
      <>
        <ListChart endpoint={definition.endpoints.list} spec={chart} />
        <ListPage definition={definition} />
      </>
    );
  };
}
