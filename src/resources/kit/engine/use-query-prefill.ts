/** Route queries that pre-fill a list's search (`?uid=123`, SPEC §2.5, §2.8). */
import { useEffect, useRef } from "react";
import type { ResourceDefinition } from "./types";

/** The fields a route query pre-fills (`?uid=123`) with their values in `query`, as request parameters. */
export function prefillOf<T>(definition: ResourceDefinition<T>, query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    (definition.search ?? []).flatMap((field) => {
      const value = field.fromQuery ? query.get(field.fromQuery) : null;
      return value ? [[field.key, value]] : [];
    }),
  );
}

/**
 * A route query that changes while the list is already open (a member's link followed from another screen, the
 * list's tab kept): its fields are pre-filled again and the search runs (SPEC §2.5, §2.8), as on a first visit.
 */
export function usePrefillFromQuery<T>(
  definition: ResourceDefinition<T>,
  query: URLSearchParams,
  applyParams: (next: Record<string, string>) => void,
) {
  const prefill = prefillOf(definition, query);
  const key = JSON.stringify(prefill);
  const shown = useRef(key);
  const apply = useRef(applyParams);
  apply.current = applyParams;
  useEffect(() => {
    if (key === shown.current) return;
    shown.current = key;
    if (key !== "{}") apply.current(JSON.parse(key) as Record<string, string>);
  }, [key]);
}
