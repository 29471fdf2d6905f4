/** form-model's nested values and add-mode edges (form-model.test.ts holds the rules and the common cases). */
import { describe, expect, it, vi } from "vitest";
import type { FormDef } from "./form-types";
import { buildPayload, initialValues } from "./form-model";

interface Card {
  id: number;
  bank: { name: string; no: string } | null;
}

const def: FormDef<Card> = {
  container: "modal",
  width: 520,
  titleKeys: { add: "common.actions.add", edit: "common.actions.edit" },
  fields: [
    { key: "bank.name", kind: "text", initial: "ICBC" },
    { key: "bank.no", kind: "text", initial: "6222" },
  ],
  endpoints: { add: { path: "/x/save", style: "body" }, edit: { path: "/x/save", style: "body" } },
};

describe("form values at a dotted key", () => {
  it("two initials under one parent both land in the same object", () => {
    expect(initialValues(def, "add")).toEqual({ bank: { name: "ICBC", no: "6222" } });
  });

  it("a field under a key that holds text replaces the text with an object", () => {
    const overlapping: FormDef<Card> = {
      ...def,
      fields: [
        { key: "bank", kind: "text", initial: "legacy" },
        { key: "bank.name", kind: "text", initial: "ICBC" },
      ],
    };
    expect(initialValues(overlapping, "add")).toEqual({ bank: { name: "ICBC" } });
  });

  it("edit mode reads a nested value through a missing parent as empty", () => {
    expect(initialValues(def, "edit", { id: 1, bank: null })).toEqual({ bank: { name: undefined, no: undefined } });
    expect(initialValues(def, "edit", { id: 1, bank: { name: "BOC", no: "1" } })).toEqual({
      bank: { name: "BOC", no: "1" },
    });
  });
});

describe("add mode's edges", () => {
  it("add mode without a row does not ask childOf", () => {
    const childOf = vi.fn(() => ({ parentId: 1 }));
    expect(initialValues({ ...def, childOf }, "add")).toEqual({ bank: { name: "ICBC", no: "6222" } });
    expect(childOf).not.toHaveBeenCalled();
  });

  it("the transform never sees an id in add mode", () => {
    const copying = { ...def, toPayload: (values: Record<string, unknown>) => ({ ...values, copied: values.id }) };
    expect(buildPayload(copying, { id: 3, name: "x" }, "add")).toEqual({ name: "x", copied: undefined });
  });
});
