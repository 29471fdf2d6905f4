/**
 * How a resource declares a server call (DESIGN §2): path, request style, paging convention and result shape.
 * The dataProvider reads these from `meta.endpoint`; nothing else about a resource reaches the provider.
 */
import type { CallPerm, KeyTypes } from "@contract/calls";
import type { Params, RequestStyle } from "./http";

/** Where the rows and the total sit in `result`. */
export type ResultShape = "records" | "content" | "pageInfoVO" | "array";

/** Business calls page with page/pageSize; system-administration calls with pageNumber/pageSize/sort/order. */
export type Paging = "business" | "system" | "none";

export interface Endpoint {
  path: string;
  style: RequestStyle;
  /** The permType the call needs, as `contract/` declares it: the action that makes the call is guarded by it. */
  perm?: CallPerm;
  /** The request keys the call reads, as `contract/` declares them (a form or button sends no other: screens.test). */
  keys?: KeyTypes;
  result?: ResultShape;
  paging?: Paging;
  /** Request keys for the sorter, e.g. {field: 'sortField', order: 'sortOrder'}; values asc|desc. */
  sort?: { field: string; order: string };
  /**
   * List calls: request keys always sent, null when blank (SPEC §2.13 "empty strings are sent as null"; §7.4 lists
   * the bodies). Without it a blank filter is left out. `numbers`: keys sent as numbers (tab codes, numeric ids).
   */
  send?: readonly string[];
  numbers?: readonly string[];
  /**
   * X-Boot binds a list's parameters into a new entity: one left out takes the entity's default and narrows the list
   * by it (a fresh id: no rows; status 0: enabled only), and a required one left out is refused. These keys are always
   * sent, blank ("") when they have no value, as X-Boot's own client sends them.
   */
  blank?: readonly string[];
  /** Fixed parameters sent with every call, e.g. {type: 2}. */
  params?: Params;
  /** For mutations: which fields of the record to send (default: the whole variables object). */
  pick?: readonly string[];
  /** A failure shows no message: the screen shows its own state in place (a card's figures). */
  quiet?: boolean;
  /**
   * A back end may not offer the call (HTTP 404 or 405, or code 404 in the body, as X-Boot answers an unknown path):
   * its absence shows no message, and the caller, told by ApiError 404, leaves out what it would have shown. Every
   * list read is optional (list-reader.ts); any other failure is shown as usual.
   */
  optional?: boolean;
}

export interface NormalisedPage<T> {
  data: T[];
  total: number;
  /** Anything else the result carried beside the page (e.g. totalWithdrawAmount). */
  extra: Record<string, unknown>;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const asTotal = (value: unknown, fallback: number): number => {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : fallback;
};

function without(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !keys.includes(key)));
}

/** What Spring Data's Page carries beside its rows (Jackson writes every getter). */
const SPRING_PAGE_KEYS = [
  "content",
  "totalElements",
  "totalPages",
  "number",
  "size",
  "numberOfElements",
  "first",
  "last",
  "empty",
  "sort",
  "pageable",
] as const;

/** Every result shape the back end uses, normalised to rows + total (+ the extra totals). */
export function normalisePage<T>(result: unknown, shape?: ResultShape): NormalisedPage<T> {
  if (Array.isArray(result) || shape === "array") {
    const data = asArray<T>(result);
    return { data, total: data.length, extra: {} };
  }
  if (!isRecord(result)) return { data: [], total: 0, extra: {} };
  // X-Boot's system calls answer Spring Data's Page: read it wherever it comes, declared or not.
  if (shape === undefined && Array.isArray(result.content) && !Array.isArray(result.records)) shape = "content";
  if (shape === "pageInfoVO") {
    const page = isRecord(result.pageInfoVO) ? result.pageInfoVO : {};
    const data = asArray<T>(page.records);
    return { data, total: asTotal(page.total, data.length), extra: without(result, ["pageInfoVO"]) };
  }
  if (shape === "content") {
    const data = asArray<T>(result.content);
    return {
      data,
      total: asTotal(result.totalElements, data.length),
      extra: without(result, [...SPRING_PAGE_KEYS]),
    };
  }
  const data = asArray<T>(result.records);
  return {
    data,
    total: asTotal(result.total, data.length),
    extra: without(result, ["records", "total", "current", "size", "pages"]),
  };
}

/** Search forms send '' for a cleared field: the back end wants null (SPEC §2.13). */
export function nullifyEmpty(params: Params): Params {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === "string" && value.trim() === "" ? null : value,
    ]),
  );
}

/**
 * Typed text as a JSON number where the number is exactly what was typed; otherwise the text itself. A whole number
 * past 2^53 (a 19-digit id, or `9999999999999999`) would arrive rounded as a number, so it goes as text, which the
 * back end reads as the same value.
 */
export function asExactNumber(text: string): number | string {
  const trimmed = text.trim();
  const n = Number(trimmed);
  if (trimmed === "" || !Number.isFinite(n)) return text;
  if (/^[-+]?\d+$/.test(trimmed) && !Number.isSafeInteger(n)) return trimmed;
  return n;
}

/** The endpoint's request policy: declared keys present (null when blank), numeric keys as numbers. */
export function applySendPolicy(
  endpoint: Pick<Endpoint, "send" | "numbers" | "blank" | "params">,
  params: Params,
): Params {
  // The declared keys first, in their declared order (the body as the spec lists it), then any others.
  const out: Params = Object.fromEntries((endpoint.send ?? []).map((key) => [key, params[key] ?? null]));
  for (const [key, value] of Object.entries(params)) if (!(key in out)) out[key] = value;
  for (const key of endpoint.blank ?? []) {
    // A fixed parameter (e.g. the department chosen beside the staff list) is the value, not a blank over it.
    if (endpoint.params && key in endpoint.params) continue;
    const value = out[key];
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) out[key] = "";
  }
  for (const key of endpoint.numbers ?? []) {
    const value = out[key];
    if (typeof value === "string") out[key] = asExactNumber(value);
  }
  return out;
}

export function pagingParams(paging: Paging, current: number, pageSize: number): Params {
  if (paging === "none") return {};
  if (paging === "system") return { pageNumber: current, pageSize };
  return { page: current, pageSize };
}

/** `/xboot/dictData/getByType/{type}` with {type: 'x'} → `/xboot/dictData/getByType/x`. */
export function fillPath(path: string, values: Params): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(values[key] ?? "")));
}
