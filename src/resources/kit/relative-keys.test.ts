import { describe, expect, it } from "vitest";
import { relativeKeys, resolveKeys } from "./relative-keys";

describe("keys relative to the screen", () => {
  const written = {
    title: ".not.a.key",
    labelKeys: [".status.on", "common.switch.off"],
    titleKeys: { add: ".form.title", edit: "common.actions.edit" },
    rules: { validate: (value: unknown) => (value === 0 ? ".form.zero" : undefined) },
    confirm: (row: { no: string }) => ({ textKey: ".confirm.refund", values: { no: row.no } }),
    i18n: { "zh-CN": { helpKey: ".kept" } },
  };
  const resolved = resolveKeys("bankManagement", written);

  it("resolve a leading '.' in the screen's namespace and keep full keys and texts", () => {
    expect(resolved.title).toBe(".not.a.key");
    expect(resolved.labelKeys).toEqual(["bankManagement.status.on", "common.switch.off"]);
    expect(resolved.titleKeys).toEqual({ add: "bankManagement.form.title", edit: "common.actions.edit" });
    expect(resolved.i18n).toBe(written.i18n);
  });

  it("resolve what a validate rule and a confirm function answer, and leave the values alone", () => {
    expect(resolved.rules.validate(0)).toBe("bankManagement.form.zero");
    expect(resolved.rules.validate(1)).toBeUndefined();
    expect(resolved.confirm({ no: ".x" })).toEqual({ textKey: "bankManagement.confirm.refund", values: { no: ".x" } });
  });

  it("are listed for the screens check", () => {
    expect(relativeKeys(written).sort()).toEqual([".form.title", ".status.on"]);
  });
});
