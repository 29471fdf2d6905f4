/**
 * Generated checks over every screen file (no per-screen code): it compiles, its two catalogues hold the same keys,
 * every key it writes relative to itself (`".status.on"`) and every label it shows — columns, search fields, form
 * fields, row actions — resolves in both languages.
 */
import { describe, expect, it } from "vitest";
import { i18n, registerCatalogue } from "@/i18n";
import {
  screenKeyOf,
  relativeKeys,
  resolveKey,
  actionLabelKeys,
  fieldLabelKeys,
  declaredActions,
  sentKeys,
  type FormFieldKind,
  type ScreenModule,
  type ScreenDef,
  type Texts,
  compileScreen,
  namespaceOf,
} from "@/resources/kit";
import { pagesOf } from "@/providers/session/menu-model";
import type { MenuNode } from "@/providers/session/menu-types";
import type { Endpoint } from "@/providers/endpoint";
import type { KeyType } from "@contract/calls";
import seeded from "../../tests/unit/seeded-menu.json";

const modules = import.meta.glob<ScreenModule>("./**/*.screen.{ts,tsx}", { eager: true });
const sources = import.meta.glob<string>("./**/*.screen.{ts,tsx}", { eager: true, query: "?raw", import: "default" });
const screens = Object.entries(modules).map(([path, module]) => ({
  key: screenKeyOf(path),
  screen: module.default as ScreenDef<object>,
  source: sources[path] ?? "",
}));

/** What each search input may send: the filter types of contract/ it fits. */
const SENDS: Readonly<Record<string, readonly KeyType[]>> = {
  text: ["text"],
  digits: ["int", "text"],
  number: ["int", "number"],
  dict: ["enum", "int", "flag", "text"],
  // A yes/no sends 1/0: a flag, or a two-code enum on an integer column.
  yesNo: ["flag", "enum"],
  select: ["int", "enum", "text"],
  dateRange: ["time"],
  amountRange: ["number"],
};

/**
 * What each form input may be typed into: the key types of contract/ it fits (a multiple select: a list; a custom
 * input: any).
 */
const ANY: readonly KeyType[] = ["int", "text", "flag", "enum", "time", "number", "list", "json"];
const TYPES_IN: Readonly<Record<FormFieldKind, readonly KeyType[]>> = {
  text: ["text", "time", "number", "int"],
  textarea: ["text", "json"],
  number: ["int", "number"],
  digits: ["int", "text"],
  select: ["int", "enum", "text", "flag", "list"],
  dict: ["enum", "int", "text", "flag"],
  switch: ["flag", "enum", "int"],
  yesNo: ["flag", "enum", "int"],
  image: ["text"],
  list: ["list", "json"],
  custom: ANY,
};

/**
 * Buttons SPEC §6 leaves unguarded though the server checks a permType for their call: shown to everyone who sees the
 * page, refused by the server with its message for staff without it.
 */
const SPEC_UNGUARDED = new Set([
  // §2.5 / §6: the exchange records' cancel is in no permType's row of the table.
  "/score/cancel/exchange/record",
]);

function keyPaths(texts: Texts, prefix = ""): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

function resolves(keys: string | string[], lng: string): boolean {
  const candidates = Array.isArray(keys) ? keys : [keys];
  // The language's own catalogue only: i18next would otherwise fall back to zh-CN and hide a missing English label.
  return candidates.some((key) => typeof i18n.getResource(lng, "translation", key) === "string");
}

describe("every screen", () => {
  it("is a page of the seeded menu (no screen file is left out of it)", () => {
    const pages = new Set(pagesOf(seeded.admin as unknown as MenuNode[]).map((page) => page.component));
    expect(screens.map(({ key }) => key).filter((key) => !pages.has(key))).toEqual([]);
    expect(screens.length).toBeGreaterThan(0);
  });

  it("has a namespace of its own", () => {
    const namespaces = screens.map(({ key }) => namespaceOf(key));
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  for (const { key, screen, source } of screens) {
    describe(key, () => {
      const definition = compileScreen(key, screen);
      if (screen.i18n) registerCatalogue(definition.namespace, screen.i18n);

      it("holds the same keys in zh-CN and en-US", () => {
        if (!screen.i18n) return;
        expect(keyPaths(screen.i18n["en-US"]).sort()).toEqual(keyPaths(screen.i18n["zh-CN"]).sort());
      });

      it("writes relative keys (a leading '.') that resolve in its own namespace in both languages", () => {
        const missing = relativeKeys(screen)
          .map((key) => resolveKey(definition.namespace, key))
          .filter((key) => !resolves(key, "zh-CN") || !resolves(key, "en-US"));
        expect(missing).toEqual([]);
        // The compiled definition the list page reads holds full keys only.
        expect(relativeKeys(definition)).toEqual([]);
        // A function translating for itself gets no namespace: t(".x") would show the key, so it writes it in full.
        expect(source.match(/\bt\(\s*["'`]\.[A-Za-z]/g) ?? []).toEqual([]);
      });

      it("searches each filter with an input that sends what contract/ declares it carries", () => {
        const declared: Readonly<Record<string, KeyType>> = screen.list.filters ?? {};
        const wrong: string[] = [];
        const check = (key: string, input: string) => {
          const type = declared[key];
          if (type && !SENDS[input]?.includes(type)) wrong.push(`${key}: a ${input} input, contract ${type}`);
        };
        for (const field of definition.search ?? [])
          for (const key of field.keys ?? [field.key]) check(key, field.kind);
        if (definition.tabs) check(definition.tabs.field, "dict");
        expect(wrong).toEqual([]);
      });

      it("sends from its forms and buttons only the request keys contract/ declares for each call, typed to fit", () => {
        const wrong: string[] = [];
        for (const { what, endpoint, keys, kinds } of sentKeys(definition)) {
          const declared = endpoint.keys;
          if (!declared) wrong.push(`${what} ${endpoint.path}: no keys declared`);
          else for (const key of keys) if (!(key in declared)) wrong.push(`${what} ${endpoint.path}: ${key}`);
          for (const [key, kind] of Object.entries(kinds ?? {})) {
            const type = declared?.[key];
            if (type && !TYPES_IN[kind].includes(type)) wrong.push(`${what} ${key}: a ${kind} input, contract ${type}`);
          }
        }
        expect(wrong).toEqual([]);
      });

      it("guards each call with the permType contract/ declares for it", () => {
        const wrong: string[] = [];
        const check = (what: string, endpoint: Endpoint | undefined, permType: string | undefined) => {
          const declared = endpoint?.perm;
          if (!declared || declared === "add|edit") return;
          if (!permType && endpoint && SPEC_UNGUARDED.has(endpoint.path)) return;
          if (permType !== declared)
            wrong.push(`${what} ${endpoint.path}: ${permType ?? "none"}, contract ${declared}`);
        };
        for (const action of declaredActions(definition))
          check(`action ${action.key}`, action.endpoint, action.permType);
        for (const column of definition.columns)
          if (column.toggle) check(`toggle ${column.key}`, column.toggle.endpoint, column.toggle.permType);
        check("add form", definition.forms?.add?.endpoints.add, "add");
        check("edit form", definition.forms?.edit?.endpoints.edit, "edit");
        expect(wrong).toEqual([]);
      });

      for (const lng of ["zh-CN", "en-US"]) {
        it(`labels every column, search field, form field and action in ${lng}`, () => {
          const missing: string[] = [];
          const check = (keys: string | string[]) => {
            if (!resolves(keys, lng)) missing.push(Array.isArray(keys) ? keys[0] : keys);
          };
          for (const column of definition.columns)
            check(fieldLabelKeys(definition.namespace, column.label ?? column.key));
          for (const field of definition.search ?? [])
            check(fieldLabelKeys(definition.namespace, field.label ?? field.key));
          for (const form of [definition.forms?.add, definition.forms?.edit]) {
            for (const field of form?.fields ?? [])
              check(field.labelKey ?? fieldLabelKeys(definition.namespace, field.label ?? field.key));
          }
          for (const action of declaredActions(definition))
            if (!action.component) check(action.labelKey ?? actionLabelKeys(definition.namespace, action.key));
          expect(missing).toEqual([]);
        });
      }
    });
  }
});
