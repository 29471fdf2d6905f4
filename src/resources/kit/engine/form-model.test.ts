import { describe, expect, it } from "vitest";
import type { FormInstance, Rule, RuleObject } from "antd/es/form";
import type { FormDef, FormField } from "./form-types";
import { buildPayload, buildRules, fieldLabelKey, initialValues, isDisabled, isVisible } from "./form-model";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);

/** Runs every rule's validator; the first message, or null when the value passes. */
async function check(field: FormField, value: unknown, others: Record<string, unknown> = {}): Promise<string | null> {
  const form = { getFieldsValue: () => ({ ...others, [field.key]: value }) } as unknown as FormInstance;
  const resolve = (rule: Rule): RuleObject => (typeof rule === "function" ? rule(form) : rule);
  for (const rule of buildRules(field, "L", t).map(resolve)) {
    try {
      await rule.validator?.(rule, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

interface Account {
  id: number;
  username: string;
  status: number;
  createdTime: string;
}

const def: FormDef<Account> = {
  container: "drawer",
  width: 900,
  titleKeys: { add: "common.actions.add", edit: "common.actions.edit" },
  fields: [
    { key: "username", kind: "text", disabled: true, rules: { maxLength: 50 } },
    { key: "status", kind: "switch", initial: 1 },
    { key: "note", kind: "text", visibleWhen: (values) => values.status === 0 },
    { key: "code", kind: "text", disabledIn: "edit", disabledWhen: (values) => values.status === 0 },
  ],
  endpoints: { add: { path: "/x/save", style: "body" }, edit: { path: "/x/save", style: "body" } },
};
const row: Account = { id: 7, username: "a", status: 1, createdTime: "2026-01-01 00:00:00" };

describe("buildRules", () => {
  it("requires a value (whitespace is not a value) with the declared or the default message", async () => {
    expect(await check({ key: "a", kind: "text", rules: { required: true } }, "  ")).toBe(
      'common.validation.required:{"label":"L"}',
    );
    expect(
      await check({ key: "a", kind: "text", rules: { required: true, requiredKey: "x.required" } }, undefined),
    ).toBe("x.required");
    expect(await check({ key: "a", kind: "text", rules: { required: true } }, "v")).toBeNull();
    expect(await check({ key: "a", kind: "switch", rules: { required: true } }, 0)).toBeNull();
  });

  it("checks the maximum length", async () => {
    const field: FormField = { key: "a", kind: "text", rules: { maxLength: 3 } };
    expect(await check(field, "abcd")).toBe('common.validation.maxLength:{"label":"L","max":3}');
    expect(await check(field, "abc")).toBeNull();
    expect(await check(field, "")).toBeNull();
  });

  it("checks numeric bounds and whole numbers", async () => {
    const field: FormField = { key: "a", kind: "number", rules: { min: 1, max: 10, integer: true } };
    expect(await check(field, 0)).toContain("common.validation.min");
    expect(await check(field, 11)).toContain("common.validation.max");
    expect(await check(field, 2.5)).toContain("common.validation.integer");
    expect(await check(field, "x")).toContain("common.validation.number");
    expect(await check(field, 10)).toBeNull();
    expect(await check(field, null)).toBeNull();
  });

  it("checks a pattern with its own message", async () => {
    const field: FormField = {
      key: "a",
      kind: "text",
      rules: { pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, patternKey: "x.trc20" },
    };
    expect(await check(field, "T123")).toBe("x.trc20");
    expect(await check(field, `T${"a".repeat(33)}`)).toBeNull();
    expect(await check(field, `T${"0".repeat(33)}`)).toBe("x.trc20");
  });

  it("runs a check that reads the other values, on non-blank values only", async () => {
    const field: FormField = {
      key: "value",
      kind: "text",
      rules: {
        validate: (value, values) => (values.type === "int" && !/^\d+$/.test(String(value)) ? "x.int" : undefined),
      },
    };
    expect(await check(field, "1.5", { type: "int" })).toBe('x.int:{"label":"L"}');
    expect(await check(field, "1.5", { type: "text" })).toBeNull();
    expect(await check(field, "15", { type: "int" })).toBeNull();
    expect(await check(field, "", { type: "int" })).toBeNull();
  });

  it("builds nothing without rules", () => {
    expect(buildRules({ key: "a", kind: "text" }, "L", t)).toEqual([]);
  });
});

describe("initial values, visibility, disabled", () => {
  it("opens add mode with the declared initials and edit mode with the row's fields", () => {
    expect(initialValues(def, "add")).toEqual({ status: 1 });
    expect(initialValues(def, "edit", row)).toEqual({ username: "a", status: 1, note: undefined, code: undefined });
    expect(initialValues({ ...def, fromRow: (r) => ({ username: r.username.toUpperCase() }) }, "edit", row)).toEqual({
      username: "A",
    });
  });

  it("opens add mode from a row (add child) with childOf's values over the initials, and never from a bare row", () => {
    expect(initialValues(def, "add", row)).toEqual({ status: 1 });
    expect(initialValues({ ...def, childOf: (r) => ({ note: `under ${r.username}` }) }, "add", row)).toEqual({
      status: 1,
      note: "under a",
    });
  });

  it("follows visibleWhen / disabled / disabledIn / disabledWhen", () => {
    const [username, , note, code] = def.fields;
    expect(isVisible(note as FormField, { status: 1 }, "add")).toBe(false);
    expect(isVisible(note as FormField, { status: 0 }, "add")).toBe(true);
    expect(isDisabled(username as FormField, {}, "add")).toBe(true);
    expect(isDisabled(code as FormField, { status: 1 }, "add")).toBe(false);
    expect(isDisabled(code as FormField, { status: 1 }, "edit")).toBe(true);
    expect(isDisabled(code as FormField, { status: 0 }, "add")).toBe(true);
  });

  it("labels fields by convention unless told", () => {
    expect(fieldLabelKey("ns", { key: "a", kind: "text" })).toEqual(["ns.fields.a", "fields.a"]);
    expect(fieldLabelKey("ns", { key: "a", kind: "text", label: "b" })).toEqual(["ns.fields.b", "fields.b"]);
    expect(fieldLabelKey("ns", { key: "a", kind: "text", labelKey: "x.y" })).toBe("x.y");
  });
});

describe("buildPayload", () => {
  it("saves the whole object in edit mode, the typed values over the row", () => {
    expect(buildPayload(def, { username: " b ", status: 0 }, "edit", row)).toEqual({
      ...row,
      username: "b",
      status: 0,
    });
  });

  it("never sends an id in add mode, even when the transform adds one", () => {
    expect(buildPayload(def, { id: 3, username: "b", status: 1 }, "add")).toEqual({ username: "b", status: 1 });
    const adding = { ...def, toPayload: (values: Record<string, unknown>) => ({ ...values, id: 9 }) };
    expect(buildPayload(adding, { username: "b" }, "add")).toEqual({ username: "b" });
  });

  it("leaves hidden fields out and applies the transform last", () => {
    expect(buildPayload(def, { status: 1, note: "hidden" }, "add")).toEqual({ status: 1 });
    expect(buildPayload(def, { status: 0, note: "shown" }, "add")).toEqual({ status: 0, note: "shown" });
    const split = {
      ...def,
      toPayload: (values: Record<string, unknown>, mode: string) => ({ name: values.username, mode }),
    };
    expect(buildPayload(split, { username: "u" }, "edit", row)).toEqual({ name: "u", mode: "edit" });
  });
});

describe("nested values (dotted keys)", () => {
  const def = {
    container: "drawer" as const,
    width: 700,
    titleKeys: { add: "a", edit: "e" },
    fields: [
      { key: "levelName", kind: "text" as const },
      { key: "upgradeCondition.directLevel", kind: "number" as const, initial: 1 },
    ],
    endpoints: {},
  };

  it("opens an edit form with the nested value of the row", () => {
    const row = { id: 1, levelName: "L", upgradeCondition: { directLevel: 3, teamAssets: 9 } };
    expect(initialValues(def, "edit", row)).toEqual({ levelName: "L", upgradeCondition: { directLevel: 3 } });
  });

  it("opens an add form with nested initials", () => {
    expect(initialValues(def, "add")).toEqual({ upgradeCondition: { directLevel: 1 } });
  });
});

describe("rule and value edges (mutation testing)", () => {
  it("a lone bound or whole-number rule checks alone; the bounds themselves pass; messages name label and bound", async () => {
    const min: FormField = { key: "a", kind: "number", rules: { min: 1 } };
    const max: FormField = { key: "a", kind: "number", rules: { max: 10 } };
    const whole: FormField = { key: "a", kind: "number", rules: { integer: true } };
    expect(await check(min, 0.5)).toBe('common.validation.min:{"label":"L","min":1}');
    expect(await check(min, 1)).toBeNull();
    expect(await check(max, "10.5")).toBe('common.validation.max:{"label":"L","max":10}');
    expect(await check(max, 10)).toBeNull();
    expect(await check(whole, "2.5")).toBe('common.validation.integer:{"label":"L"}');
    expect(await check(whole, "abc")).toBe('common.validation.number:{"label":"L"}');
    expect(await check(whole, "  ")).toBeNull();
  });

  it("a number field holds the shared input's limits without declaring them: 0 … 999999999999999", async () => {
    const plain: FormField = { key: "a", kind: "number" };
    expect(await check(plain, -1)).toBe('common.validation.min:{"label":"L","min":0}');
    expect(await check(plain, "-100")).toBe('common.validation.min:{"label":"L","min":0}');
    expect(await check(plain, "12a")).toBe('common.validation.number:{"label":"L"}');
    expect(await check(plain, 1e15)).toBe('common.validation.max:{"label":"L","max":999999999999999}');
    expect(await check(plain, 0)).toBeNull();
  });

  it("a digits field refuses anything but digits, naming the field", async () => {
    const digits: FormField = { key: "a", kind: "digits" };
    expect(await check(digits, "-100")).toBe('common.validation.digits:{"label":"L"}');
    expect(await check(digits, "0100")).toBeNull();
  });

  it("a pattern without its own message says the default one with the label", async () => {
    const field: FormField = { key: "a", kind: "text", rules: { pattern: /^\d+$/ } };
    expect(await check(field, "x")).toBe('common.validation.pattern:{"label":"L"}');
    expect(buildRules({ key: "a", kind: "text", rules: {} }, "L", t)).toEqual([]);
  });

  it("holds no key it was not given: add mode only the initials, edit mode without a row like add", () => {
    expect(initialValues(def, "add")).toStrictEqual({ status: 1 });
    expect(initialValues(def, "edit")).toStrictEqual({ status: 1 });
    expect(initialValues(def, "add", row)).toStrictEqual({ status: 1 });
  });

  it("a field with no disabled rule is enabled", () => {
    expect(isDisabled({ key: "a", kind: "text" }, {}, "edit")).toBe(false);
  });

  it("an add form opened from a row (add child) sends none of the row's fields", () => {
    expect(buildPayload(def, { username: "b" }, "add", row)).toStrictEqual({ username: "b" });
  });
});
