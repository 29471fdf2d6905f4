/**
 * A console dictionary (SPEC §4 "Enumerations"): each code with its zh-CN and en-US label and its tag colour,
 * declared once. Data only: tags, selects, status tabs, filters and CSV labels all read these (see
 * `components/use-dict.ts`); the server's dictionary, when it has the type, only refines them (`merge.ts`).
 */

/** antd's preset tag colours ("default" is the plain grey tag). */
export type TagColor =
  | "default"
  | "blue"
  | "cyan"
  | "geekblue"
  | "purple"
  | "magenta"
  | "red"
  | "volcano"
  | "orange"
  | "gold"
  | "lime"
  | "green";

export interface DictEntry {
  readonly zh: string;
  readonly en: string;
  readonly color: TagColor;
}

export interface DictDefinition<Id extends string = string> {
  readonly id: Id;
  /** The codes in display order (tabs, select options). */
  readonly codes: readonly string[];
  readonly entries: Readonly<Record<string, DictEntry>>;
}

/**
 * Declares a dictionary. Object keys that look like integers iterate in ascending order whatever the order written,
 * so a dictionary shown in another order (e.g. 1 on shelf before 0 off shelf) names it in `order`.
 */
export function defineDict<const Id extends string>(
  id: Id,
  entries: Readonly<Record<string, DictEntry>>,
  order?: readonly string[],
): DictDefinition<Id> {
  const codes = order ?? Object.keys(entries);
  const listed = new Set(codes);
  if (listed.size !== Object.keys(entries).length || Object.keys(entries).some((code) => !listed.has(code))) {
    throw new Error(`defineDict(${id}): the order must list every code once`);
  }
  return { id, codes, entries };
}
