import { labelsIn, type LabelLanguage, type Labels } from "@contract/labels";

/** en-US must hold every key zh-CN holds, with the same nesting: the compiler checks it. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/**
 * Server data named in Chinese (menu titles, dictionary entries): zh-CN shows the server's text; other languages the
 * console's own text under `key` when its catalogue has one, else the server's text still.
 */
export function consoleTextOr(
  serverText: string,
  key: string,
  lang: string,
  translate: (key: string) => string,
): string {
  if (lang === "zh-CN") return serverText;
  const translated = translate(key);
  return translated && translated !== key ? translated : serverText;
}

/** Texts by key, nested. */
export interface Texts {
  [key: string]: string | Texts;
}

/** A catalogue in both languages, as a screen or a shared part writes it. */
export interface BothLanguages {
  "zh-CN": Texts;
  "en-US": Texts;
}

/**
 * A catalogue with the contract's field labels (contract/labels.ts) under `fields`, over the catalogue's own
 * `fields` (a spread of shared labels included): the labels the server's messages also name are written once, beside
 * their call, and a screen shows those words.
 */
export function withLabels(declared: Labels, catalogue: BothLanguages = { "zh-CN": {}, "en-US": {} }): BothLanguages {
  const inLanguage = (lang: LabelLanguage): Texts => {
    const own = catalogue[lang].fields;
    return { ...catalogue[lang], fields: { ...(typeof own === "object" ? own : {}), ...labelsIn(declared, lang) } };
  };
  return { "zh-CN": inLanguage("zh-CN"), "en-US": inLanguage("en-US") };
}
