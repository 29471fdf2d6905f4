/**
 * The same object for the same content: a value rebuilt on every render (e.g. the search form's values, derived
 * from the URL filters) keeps its identity while its JSON stays the same, so what depends on it does not redo
 * its work. A tab switch changes the filters but not the search fields: the form is not reset and re-rendered.
 */
import { useRef } from "react";

export function useSameContent<T>(value: T): T {
  const held = useRef<{ key: string; value: T } | null>(null);
  const key = JSON.stringify(value);
  if (held.current?.key !== key) held.current = { key, value };
  return held.current.value;
}
