/**
 * The rows ticked for the batch actions, when the user may run one. Selection belongs to the rows on screen: a new
 * page, filter or reload starts empty, and a row that may no longer be selected (reviewed meanwhile) drops out.
 * Compared by row key: the table hands back its own copies of the rows (tree rows carry their children).
 */
import { useMemo, useState, type Key } from "react";
import type { ResourceDefinition } from "./types";
import type { Has } from "./use-permissions";
import { rowSelection } from "./row-selection";

export function useListSelection<T>(definition: ResourceDefinition<T>, has: Has, rows: readonly T[]) {
  const [selected, setSelected] = useState<T[]>([]);
  const selecting = (definition.batchActions ?? []).some((item) => has(item.permType, item.role));
  const { selectable, rowKey } = definition;
  const selectedOnPage = useMemo(() => {
    const onPage = new Map(rows.map((row) => [row[rowKey], row]));
    return selected.filter((row) => {
      const fresh = onPage.get(row[rowKey]);
      return fresh !== undefined && (!selectable || selectable(fresh));
    });
  }, [selected, rows, rowKey, selectable]);
  const selection = useMemo(
    () =>
      selecting
        ? rowSelection<T>(
            selectedOnPage.map((row) => row[rowKey] as Key),
            setSelected,
            selectable,
          )
        : undefined,
    [selecting, selectedOnPage, rowKey, selectable],
  );
  return { selecting, selectedOnPage, selection };
}
