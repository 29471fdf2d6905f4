/**
 * Tree rows loaded by parent (kit part; departments, menus): the list's rows are the top level, and expanding a row
 * asks the declared children endpoint for that row's children (`{id}` in the path or as a parameter) once.
 */
import { useDataProvider } from "@refinedev/core";
import { useCallback, useMemo, useState } from "react";
import { fillPath, normalisePage } from "@/providers/endpoint";
import type { ResourceDefinition } from "./types";

type WithChildren<T> = T & { children?: WithChildren<T>[] };

export function useTreeRows<T>(definition: ResourceDefinition<T>, rows: readonly T[]) {
  const tree = definition.tree;
  const dataProvider = useDataProvider();
  const [loaded, setLoaded] = useState<ReadonlyMap<unknown, T[]>>(new Map());
  const idOf = useCallback((row: T) => (row as Record<string, unknown>)[definition.rowKey], [definition.rowKey]);

  const treeRows = useMemo((): readonly WithChildren<T>[] => {
    if (!tree) return rows as readonly WithChildren<T>[];
    const build = (list: readonly T[]): WithChildren<T>[] =>
      list.map((row) => {
        const children = loaded.get(idOf(row));
        const node = { ...row } as WithChildren<T>;
        if (children) return children.length ? { ...node, children: build(children) } : node;
        // An empty children list shows the expand arrow until the row is opened.
        return (tree.hasChildren?.(row) ?? true) ? { ...node, children: [] } : node;
      });
    return build(rows);
  }, [tree, rows, loaded, idOf]);

  const onExpand = useCallback(
    async (expanded: boolean, row: T) => {
      if (!tree || !expanded || loaded.has(idOf(row))) return;
      const payload = { [tree.param ?? "parentId"]: idOf(row) };
      const endpoint = { ...tree.children, path: fillPath(tree.children.path, payload) };
      try {
        const answer = await dataProvider().custom?.({
          url: endpoint.path,
          method: endpoint.style === "query" ? "get" : "post",
          payload,
          meta: { endpoint },
        });
        const children = normalisePage<T>(answer?.data, tree.children.result ?? "array").data;
        setLoaded((current) => new Map(current).set(idOf(row), children));
      } catch {
        // The client has shown the failure; the row stays closed-able and is tried again on the next expand.
      }
    },
    [tree, loaded, idOf, dataProvider],
  );

  return { rows: treeRows, onExpand, enabled: Boolean(tree) };
}
