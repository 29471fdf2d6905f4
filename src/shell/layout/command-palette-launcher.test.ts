import { describe, expect, it } from "vitest";
import { bufferKey, isPaletteShortcut } from "./command-palette-launcher";

const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("command palette launcher", () => {
  it("answers Ctrl+K and ⌘+K only", () => {
    expect(isPaletteShortcut(key("k", { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key("K", { metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key("k"))).toBe(false);
    expect(isPaletteShortcut(key("k", { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key("j", { ctrlKey: true }))).toBe(false);
  });

  it("keeps printable keys typed while the palette loads, honouring Backspace", () => {
    let text = "";
    for (const k of ["w", "i", "x", "Backspace", "t", "Shift", "Enter"]) text = bufferKey(text, key(k));
    expect(text).toBe("wit");
    expect(bufferKey("a", key("v", { ctrlKey: true }))).toBe("a");
  });
});
