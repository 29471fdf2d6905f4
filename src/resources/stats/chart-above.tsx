/** A statistics screen's chart, shown above the kit's list (search, totals row, export) as the screen's `above`. */
import { useMemo, type ComponentType } from "react";
import { resolveKeys, type ResourceDefinition } from "@/resources/kit";
import { ListChart, type ListChartSpec } from "./list-chart";

export function chartAbove<T extends object>(
  spec: ListChartSpec,
): ComponentType<{ definition: ResourceDefinition<T> }> {
  return function StatisticsChart({ definition }) {
    const chart = useMemo(() => resolveKeys(definition.namespace, spec), [definition.namespace]);
    return <ListChart endpoint={definition.endpoints.list} spec={chart} />;
  };
}
