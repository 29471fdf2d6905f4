/**
 * A server dictionary (SPEC §2.13 "Dictionary dropdown"): options `{value, title}` loaded by type name, once per
 * session per type. A failed load is forgotten so the next mount tries again. Codes compare as strings.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "./http-port";
import { i18n } from "@/i18n";
import { dictTitle } from "@/i18n/locales/dict-titles";

export interface DictOption {
  value: string | number;
  title: string;
}

const cache = new Map<string, Promise<DictOption[]>>();

export function loadDict(type: string): Promise<DictOption[]> {
  let pending = cache.get(type);
  if (!pending) {
    pending = http.get<DictOption[]>(`/xboot/dictData/getByType/${type}`).then((envelope) => envelope.result ?? []);
    cache.set(type, pending);
    pending.catch(() => cache.delete(type));
  }
  return pending;
}

/** The options with their titles in the active language (see dict-titles.ts). */
export function localizeDict(type: string, options: readonly DictOption[], lang: string = i18n.language, translate: (key: string) => string = (key) => i18n.t(key)): DictOption[] {
  return options.map((option) => ({ ...option, title: dictTitle(type, option.value, option.title, lang, translate) }));
}

/** Forgets every loaded dictionary (tests, and after a sign-out if wanted). */
export function clearDictCache(): void {
  cache.clear();
}

export interface DictState {
  options: DictOption[];
  loading: boolean;
  /** The title of a code, or undefined when the code is not in the list. */
  labelOf: (code: unknown) => string | undefined;
}

export function useDict(type: string): DictState {
  const [loaded, setLoaded] = useState<{ type: string; options: DictOption[] } | null>(null);
  const [failedType, setFailedType] = useState<string | null>(null);

  useEffect(() => {
    // An empty type means "no dictionary here" (a list without status tabs): nothing to load.
    if (!type) return;
    let live = true;
    loadDict(type).then(
      (options) => {
        if (live) setLoaded({ type, options });
      },
      () => {
        if (live) setFailedType(type);
      },
    );
    return () => {
      live = false;
    };
  }, [type]);

  const { t, i18n: active } = useTranslation();
  const raw = loaded?.type === type ? loaded.options : EMPTY;
  const options = useMemo(() => (raw === EMPTY ? EMPTY : localizeDict(type, raw, active.language, t)), [type, raw, active.language, t]);
  const loading = loaded?.type !== type && failedType !== type;
  const labelOf = useCallback(
    (code: unknown) => {
      if (code === null || code === undefined) return undefined;
      const text = String(code);
      return options.find((option) => String(option.value) === text)?.title;
    },
    [options],
  );
  return { options, loading, labelOf };
}

const EMPTY: DictOption[] = [];
