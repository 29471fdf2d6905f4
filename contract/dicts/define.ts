/**
 * A dictionary (SPEC §4 "Enumerations"), declared once for the console and the contract server: each code with its
 * zh-CN and en-US label and its tag colour, the dictionary's Chinese title, and the server type name where it is not
 * the console id. Data only, no React or browser dependency: the console's tags, selects, status tabs, filters and
 * CSV labels read it (`components/use-dict.ts`; the server's answer only refines it, `merge.ts`), and the contract
 * server seeds its `dict`/`dict_data` rows from it (`server/seed/dicts.ts`) and takes its status constants from it
 * (`./constants.ts`).
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
  /** The code's constant name on the server (`dictConstants`), e.g. "pending"; a dictionary names all or none. */
  readonly name?: string;
}

export type DictEntries = Readonly<Record<string, DictEntry>>;

export interface DictOptions<Code extends string = string> {
  /** The display order, when it is not the written one (see `defineDict`). */
  readonly order?: readonly Code[];
  /**
   * The server's dictionary type, only where it differs from the console id; null: console-only (never asked for,
   * not seeded).
   */
  readonly serverType?: string | null;
}

export interface DictDefinition<Id extends string = string, Entries extends DictEntries = DictEntries> {
  readonly id: Id;
  /** The dictionary's name as the server's dictionary list shows it (Chinese, as the seed writes it). */
  readonly title: string;
  /** The codes in display order (tabs, select options). */
  readonly codes: readonly string[];
  readonly entries: Entries;
  /** The type asked for as `/xboot/dictData/getByType/{type}` and seeded, or null for a console-only dictionary. */
  readonly serverType: string | null;
}

/**
 * Declares a dictionary. Object keys that look like integers iterate in ascending order whatever the order written,
 * so a dictionary shown in another order (e.g. 1 on shelf before 0 off shelf) names it in `order`.
 */
export function defineDict<const Id extends string, const Entries extends DictEntries>(
  id: Id,
  title: string,
  entries: Entries,
  options: DictOptions<keyof Entries & string> = {},
): DictDefinition<Id, Entries> {
  const codes = options.order ?? Object.keys(entries);
  const listed = new Set<string>(codes);
  const declared = Object.keys(entries);
  if (codes.length !== declared.length || listed.size !== codes.length || declared.some((code) => !listed.has(code))) {
    throw new Error(`defineDict(${id}): the order must list every code once`);
  }
  if (options.serverType === id) throw new Error(`defineDict(${id}): name a server type only where it differs`);
  const serverType = options.serverType === undefined ? id : options.serverType;
  return { id, title, codes, entries, serverType };
}
