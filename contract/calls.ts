/**
 * One declaration of each call, imported by both sides: the console's screens read their paths, request styles and
 * filter keys from here, and the contract server registers its routes from the same objects. A filter renamed on one
 * side only, or a path spelt again, fails `npm run typecheck` (server/tests/contract-rename.test.ts shows it).
 *
 * Plain data and types: this folder imports nothing of `src/` or `server/`, and nothing of the DOM or of Node.
 */

/** How the request carries its parameters: a GET query, a POST form, a POST JSON body. */
export type CallStyle = "query" | "form" | "body";
export type CallMethod = "get" | "post";

/**
 * The button types X-Boot grants on a page (its permission's `buttonType`), which a call may need beyond seeing the
 * page: `view` to read, `add`, `edit`, `delete`, `output` to export, `sensitive` and `reveal` for personal data.
 */
export type PermType = "view" | "add" | "edit" | "delete" | "output" | "sensitive" | "reveal";

/** What a call needs of the page it serves: a permType, or add-or-edit by the presence of `id` (a save). */
export type CallPerm = PermType | "add|edit";

/**
 * A call: where it goes, how its parameters travel, the permType it needs (none: seeing the page is enough) and the
 * request keys it reads. The method follows from the style (a query is a GET). The server checks `perm` before the
 * handler runs; the console shows the button that makes the call only to staff who have it.
 */
export interface Call<M extends CallMethod = CallMethod, K extends KeyTypes = KeyTypes> {
  readonly method: M;
  readonly path: string;
  readonly style: CallStyle;
  readonly perm?: CallPerm;
  /**
   * The request keys the call reads (query, form or JSON body), each with what it carries; a list's are its
   * `filters` and paging. The contract server's handlers read no other key (in its tests a read of another fails),
   * and the console's forms and buttons send no other (src/resources/screens.test.ts).
   */
  readonly keys?: K;
}

/** A call that declares its permType: what every write verb of the server takes. */
export type PermittedCall<M extends CallMethod = CallMethod, K extends KeyTypes = KeyTypes> = Call<M, K> & {
  readonly perm: CallPerm;
};

/** Where a list's rows and total sit in `result`: `{records,total,…}`, that page under `pageInfoVO`, a plain array. */
export type ListShape = "records" | "pageInfoVO" | "array";

/** Business lists page with page/pageSize; system-administration lists with pageNumber/pageSize/sort/order. */
export type ListPaging = "business" | "system" | "none";

/**
 * What a request key that narrows a list carries: a whole number (an id), text (matched whole or contained), a 0/1
 * flag, one of a list of codes (a status), a date-time bound, a number bound (an amount).
 */
export type KeyType = "int" | "text" | "flag" | "enum" | "time" | "number" | "list" | "json";

/** Request keys, each with what it carries (`list`: several values, an array or comma-separated; `json`: an object). */
export type KeyTypes = Readonly<Record<string, KeyType>>;

/** A list's filters: each request key with what it carries. */
export type FilterTypes = KeyTypes;

/**
 * A list call: the request keys that narrow it (`filters`, each with what it carries; a range is two keys) and the
 * record type of its rows. `R` is carried as a type only (`record` is never set): the console's screen takes its row
 * type from it.
 */
export interface ListCall<R, T extends FilterTypes, M extends CallMethod = CallMethod> extends Call<M> {
  readonly filters: T;
  readonly result?: ListShape;
  readonly paging?: ListPaging;
  readonly record?: R;
}

/** A query call is a GET; form and body calls are POSTs. */
export type MethodOf<S extends CallStyle> = S extends "query" ? "get" : "post";

const methodOf = <S extends CallStyle>(style: S): MethodOf<S> => (style === "query" ? "get" : "post") as MethodOf<S>;

/**
 * A call that is not a list, the permType it needs if any, and the request keys it reads (`{}`: none):
 * `call("body", "/wallet/bank-config/save", "add", { bankName: "text", sort: "int" })`.
 */
export function call<const K extends KeyTypes>(style: "query", path: string, keys: K): Call<"get", K>;
export function call<const K extends KeyTypes>(
  style: "query",
  path: string,
  perm: CallPerm,
  keys: K,
): PermittedCall<"get", K>;
export function call<const K extends KeyTypes>(style: "form" | "body", path: string, keys: K): Call<"post", K>;
export function call<const K extends KeyTypes>(
  style: "form" | "body",
  path: string,
  perm: CallPerm,
  keys: K,
): PermittedCall<"post", K>;
export function call(style: CallStyle, path: string, permOrKeys: CallPerm | KeyTypes, keys?: KeyTypes): Call {
  const perm = typeof permOrKeys === "string" ? permOrKeys : undefined;
  return { method: methodOf(style), path, style, ...(perm ? { perm } : {}), keys: keys ?? (permOrKeys as KeyTypes) };
}

interface ListDecl<T extends FilterTypes, S extends CallStyle> {
  style: S;
  path: string;
  perm?: CallPerm;
  filters: T;
  result?: ListShape;
  paging?: ListPaging;
}

/**
 * A list call of record type `R`: `listCall<BankConfig>()({ style: "query", path: "…", filters: { bankName: "text" } })`.
 * (Two steps, because TypeScript infers the filters only when no type argument is given in the same call.)
 */
export function listCall<R>(): <const T extends FilterTypes, S extends CallStyle>(
  decl: ListDecl<T, S>,
) => ListCall<R, T, MethodOf<S>> {
  return <const T extends FilterTypes, S extends CallStyle>(decl: ListDecl<T, S>) => ({
    ...decl,
    method: methodOf(decl.style),
  });
}

/**
 * The request keys a call declares, as a union of names (a call declaring none by type, or a list: any name). The
 * contract server types a handler's `input` by it, so a read of another key fails typecheck.
 */
export type KeysOf<C> = C extends { readonly keys?: infer K }
  ? string extends keyof K
    ? string
    : keyof K & string
  : string;

/** The filter names of a list call. */
export type FiltersOf<C> = C extends ListCall<unknown, infer T, CallMethod> ? keyof T & string : never;
