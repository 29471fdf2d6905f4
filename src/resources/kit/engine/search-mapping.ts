/**
 * Search form values ↔ request parameters ↔ Refine filters. Pure, so the generic list and the tests share it.
 * Date ranges become day bounds (00:00:00 – 23:59:59); empty strings become null (SPEC §2.13).
 */
import dayjs, { type Dayjs } from "dayjs";
import type { CrudFilter } from "@refinedev/core";
import type { Params } from "@/providers/http";
import type { SearchField } from "./types";

export type SearchValues = Record<string, unknown>;

const DAY = "YYYY-MM-DD";
const isDayjsPair = (value: unknown): value is [Dayjs, Dayjs] =>
  Array.isArray(value) && value.length === 2 && dayjs.isDayjs(value[0]) && dayjs.isDayjs(value[1]);
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

export function rangeKeys(field: SearchField): readonly [string, string] {
  return field.keys ?? [`${field.key}Start`, `${field.key}End`];
}

/** Form values → request parameters (every declared key present; absent ones null). */
export function searchToParams(fields: readonly SearchField[], values: SearchValues): Params {
  const params: Params = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind === "dateRange") {
      const [from, to] = rangeKeys(field);
      params[from] = isDayjsPair(value) ? `${value[0].format(DAY)} 00:00:00` : null;
      params[to] = isDayjsPair(value) ? `${value[1].format(DAY)} 23:59:59` : null;
    } else if (field.kind === "amountRange") {
      const [from, to] = rangeKeys(field);
      const pair = Array.isArray(value) ? value : [];
      params[from] = blank(pair[0]) ? null : pair[0];
      params[to] = blank(pair[1]) ? null : pair[1];
    } else {
      params[field.key] = blank(value) ? null : typeof value === "string" ? value.trim() : value;
    }
  }
  return params;
}

/** Request parameters (from the URL) → form values, so a shared link restores the search form. */
export function paramsToSearch(fields: readonly SearchField[], params: Params): SearchValues {
  const values: SearchValues = {};
  for (const field of fields) {
    if (field.kind === "dateRange") {
      const [from, to] = rangeKeys(field).map((key) => params[key]);
      if (typeof from === "string" && typeof to === "string")
        values[field.key] = [dayjs(from.slice(0, 10)), dayjs(to.slice(0, 10))];
    } else if (field.kind === "amountRange") {
      const [from, to] = rangeKeys(field).map((key) => params[key]);
      if (!blank(from) || !blank(to)) values[field.key] = [blank(from) ? undefined : from, blank(to) ? undefined : to];
    } else if (field.kind === "yesNo" && !blank(params[field.key])) {
      // The URL holds text ('1'); the select's options hold the declared values (1 / 0, true / false…).
      const text = String(params[field.key]);
      values[field.key] = (field.yesNo ?? [1, 0]).find((option) => String(option) === text) ?? params[field.key];
    } else if (field.kind === "select" && !blank(params[field.key])) {
      // A server-list select holds its values as text (the URL's form), whatever type the list gave.
      values[field.key] = String(params[field.key]);
    } else if (!blank(params[field.key])) {
      values[field.key] = params[field.key];
    }
  }
  return values;
}

export function paramsToFilters(params: Params): CrudFilter[] {
  return Object.entries(params)
    .filter(([, value]) => !blank(value))
    .map(([field, value]) => ({ field, operator: "eq" as const, value }));
}

export function filtersToValues(filters: readonly CrudFilter[]): Params {
  const params: Params = {};
  for (const filter of filters) if ("field" in filter) params[filter.field] = filter.value;
  return params;
}

/**
 * Whether two sets of request parameters ask the same thing: blank values are absent, and a value restored from the
 * URL (a string) equals the number or list it was written from. A search that asks the same again reloads.
 */
export function sameParams(a: Params, b: Params): boolean {
  const canonical = (params: Params) =>
    JSON.stringify(
      Object.entries(params)
        .filter(([, value]) => !blank(value))
        .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return canonical(a) === canonical(b);
}
