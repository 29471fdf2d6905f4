/**
 * How a console dictionary and the server's answer for its type combine: the console's labels where the server has none. Pure.
 * - Known codes keep the console's order and colour. In zh-CN the server's title wins (its titles are Chinese and
 *   the deployer's own); in other languages the console's English stays.
 * - Codes only the server knows are added after them, with the server's title and the default colour.
 * - No answer (a failed call, a type the server lacks, a console-only dictionary): the console's list as declared.
 * A code missing from both is shown raw in a MISSING_CODE_COLOR tag (SPEC §2.13).
 */
import type { DictDefinition, TagColor } from "./define";

/** One entry of `/xboot/dictData/getByType/{type}`. */
export interface ServerDictOption {
  value: string | number | boolean;
  title: string;
}

export interface DictOption {
  /** The code, always as a string (codes compare as strings). */
  value: string;
  title: string;
  color: TagColor;
}

export const MISSING_CODE_COLOR: TagColor = "green";
const SERVER_ONLY_COLOR: TagColor = "default";

export function mergeDict(
  definition: DictDefinition,
  server: readonly ServerDictOption[] | null,
  lang: string,
): DictOption[] {
  const serverTitles = new Map<string, string>();
  for (const option of server ?? []) {
    if (option.value === null || option.value === undefined) continue;
    serverTitles.set(
      String(option.value),
      typeof option.title === "string" && option.title ? option.title : String(option.value),
    );
  }
  const chinese = lang === "zh-CN";
  const known = definition.codes.map((code) => {
    const entry = definition.entries[code];
    const title = chinese ? (serverTitles.get(code) ?? entry.zh) : entry.en;
    return { value: code, title, color: entry.color };
  });
  const added = [...serverTitles]
    .filter(([code]) => !Object.hasOwn(definition.entries, code))
    .map(([code, title]) => ({ value: code, title, color: SERVER_ONLY_COLOR }));
  return [...known, ...added];
}
