/**
 * The one reader of dictionaries (SPEC §2.13): the console's definition (`@contract/dicts`) merged with
 * the server's answer for its type (`./dict-store`), for tags, selects, status tabs, filters and CSV labels. The
 * console's list is there at once; the server's answer, once it comes, refines it.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "@/i18n";
import { DICTS, type DictId, type TagColor } from "@contract/dicts";
import { MISSING_CODE_COLOR, mergeDict, type DictOption } from "@contract/dicts/merge";
import { keptAnswer, loadDict, type DictAnswer } from "./dict-store";

export type { DictOption };
export { MISSING_CODE_COLOR };

const keyOf = (code: unknown): string | undefined =>
  code === null || code === undefined || code === "" ? undefined : String(code);

/** A code's label in the language, from what is loaded so far (for CSV); the raw code when the dictionary lacks it. */
export function dictLabel(id: DictId, code: unknown, lang: string = i18n.language): string {
  const key = keyOf(code);
  if (key === undefined) return "";
  return mergeDict(DICTS[id], keptAnswer(id) ?? null, lang).find((option) => option.value === key)?.title ?? key;
}

/** Every code's label in the language, from what is loaded so far: a CSV column's label map (the server writes it). */
export function dictLabels(id: DictId, lang: string = i18n.language): Record<string, string> {
  return Object.fromEntries(
    mergeDict(DICTS[id], keptAnswer(id) ?? null, lang).map((option) => [option.value, option.title]),
  );
}

export interface DictState {
  /** In display order: the console's codes, then codes only the server knows. */
  options: DictOption[];
  /** The server's answer is still awaited (the options are the console's meanwhile). */
  loading: boolean;
  /** A code's title, or undefined when neither the console nor the server knows it. */
  labelOf: (code: unknown) => string | undefined;
  /** A code's tag colour; MISSING_CODE_COLOR when the code is unknown. */
  colorOf: (code: unknown) => TagColor;
}

/** A dictionary for rendering; `undefined` (no dictionary here, e.g. a list without tabs) gives an empty one. */
export function useDict(id: DictId | undefined): DictState {
  const { i18n: active } = useTranslation();
  const [settled, setSettled] = useState<{ id: DictId; answer: DictAnswer } | null>(null);
  const kept = id === undefined ? undefined : keptAnswer(id);

  useEffect(() => {
    if (!id || keptAnswer(id) !== undefined) return;
    let live = true;
    void loadDict(DICTS[id]).then((answer) => {
      if (live) setSettled({ id, answer });
    });
    return () => {
      live = false;
    };
  }, [id]);

  const answer = kept !== undefined ? kept : settled && settled.id === id ? settled.answer : undefined;
  const lang = active.language;
  const options = useMemo(() => (id ? mergeDict(DICTS[id], answer ?? null, lang) : NONE), [id, answer, lang]);
  const byCode = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const labelOf = useCallback((code: unknown) => byCode.get(keyOf(code) ?? "")?.title, [byCode]);
  const colorOf = useCallback((code: unknown) => byCode.get(keyOf(code) ?? "")?.color ?? MISSING_CODE_COLOR, [byCode]);
  return { options, loading: id !== undefined && answer === undefined, labelOf, colorOf };
}

const NONE: DictOption[] = [];
