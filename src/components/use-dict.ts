/**
 * The one reader of dictionaries (SPEC §2.13, issue 14 §2): the console's definition (`@/i18n/dicts`) merged with
 * the server's answer for its type (`@/i18n/dicts/server-types`), for tags, selects, status tabs, filters and CSV.
 * The console's list is there at once; the server's answer, once it comes, refines it. A server answer is kept for
 * the session; a failed one is forgotten (the next mount asks again) and never shown to the user.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "@/i18n";
import { DICTS, type DictId, type TagColor } from "@/i18n/dicts";
import { MISSING_CODE_COLOR, mergeDict, type DictOption, type ServerDictOption } from "@/i18n/dicts/merge";
import { serverTypeOf } from "@/i18n/dicts/server-types";

export type { DictOption, ServerDictOption };
export { MISSING_CODE_COLOR };

/** Fetches a server dictionary by its type name; null when the server has none. Set by the app (the http client). */
export type DictSource = (serverType: string) => Promise<readonly ServerDictOption[] | null>;

type Answer = readonly ServerDictOption[] | null;

let source: DictSource | null = null;
const answers = new Map<DictId, Answer>();
const pending = new Map<DictId, Promise<Answer>>();

/** Where server dictionaries come from; without one every dictionary is console-only. Clears what was loaded. */
export function setDictSource(next: DictSource | null): void {
  source = next;
  clearDictCache();
}

/** Forgets every server answer (tests, and a new source). */
export function clearDictCache(): void {
  answers.clear();
  pending.clear();
}

/** The server's answer for a dictionary (null: none, failed or console-only). Never rejects. */
export function loadDict(id: DictId): Promise<Answer> {
  if (answers.has(id)) return Promise.resolve(answers.get(id) ?? null);
  const type = serverTypeOf(id);
  if (!source || type === null) {
    answers.set(id, null);
    return Promise.resolve(null);
  }
  let request = pending.get(id);
  if (!request) {
    request = source(type).then(
      (options) => {
        if (options) answers.set(id, options);
        return options;
      },
      () => null,
    );
    request.finally(() => pending.delete(id));
    pending.set(id, request);
  }
  return request;
}

const keyOf = (code: unknown): string | undefined => (code === null || code === undefined || code === "" ? undefined : String(code));

/** A code's label in the language, from what is loaded so far (for CSV); the raw code when the dictionary lacks it. */
export function dictLabel(id: DictId, code: unknown, lang: string = i18n.language): string {
  const key = keyOf(code);
  if (key === undefined) return "";
  return mergeDict(DICTS[id], answers.get(id) ?? null, lang).find((option) => option.value === key)?.title ?? key;
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
  const [settled, setSettled] = useState<{ id: DictId; answer: Answer } | null>(null);

  useEffect(() => {
    if (!id || answers.has(id)) return;
    let live = true;
    void loadDict(id).then((answer) => {
      if (live) setSettled({ id, answer });
    });
    return () => {
      live = false;
    };
  }, [id]);

  const known = id !== undefined && (answers.has(id) || settled?.id === id);
  const answer = id === undefined ? null : answers.has(id) ? (answers.get(id) ?? null) : settled?.id === id ? settled.answer : null;
  const lang = active.language;
  const options = useMemo(() => (id ? mergeDict(DICTS[id], answer, lang) : NONE), [id, answer, lang]);
  const byCode = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const labelOf = useCallback((code: unknown) => byCode.get(keyOf(code) ?? "")?.title, [byCode]);
  const colorOf = useCallback((code: unknown) => byCode.get(keyOf(code) ?? "")?.color ?? MISSING_CODE_COLOR, [byCode]);
  return { options, loading: id !== undefined && !known, labelOf, colorOf };
}

const NONE: DictOption[] = [];
