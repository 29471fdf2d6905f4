import { afterEach, describe, expect, it } from "vitest";
import { isShortcut, isTyping } from "./keys";

function press(key: string, target: Element, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, ...init });
  Object.defineProperty(event, "target", { value: target });
  return event;
}

afterEach(() => document.body.replaceChildren());

describe("the pages' single-key shortcuts", () => {
  it("never take a key typed into a field", () => {
    document.body.innerHTML = `<input id="i"/><textarea id="t"></textarea><div id="c" contenteditable="true"></div><div id="d"></div>`;
    for (const id of ["i", "t"]) expect(isShortcut(press("a", document.getElementById(id)!), null)).toBe(false);
    expect(isTyping(document.getElementById("d"))).toBe(false);
    expect(isShortcut(press("a", document.getElementById("d")!), null)).toBe(true);
  });

  it("never take a key with Ctrl, Alt or Meta (the browser's, the palette's)", () => {
    document.body.innerHTML = `<div id="d"></div>`;
    const target = document.getElementById("d")!;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }])
      expect(isShortcut(press("k", target, init), null)).toBe(false);
    expect(isShortcut(press("?", target, { shiftKey: true }), null)).toBe(true);
  });

  it("leave a dialog's keys to the dialog: a panel's only while the focus is in it, a page's only outside dialogs", () => {
    document.body.innerHTML = `<div id="panel"><button id="in">in</button></div><div class="ant-modal-wrap"><button id="ok">ok</button></div>`;
    const panel = document.getElementById("panel");
    document.getElementById("ok")!.focus();
    expect(isShortcut(press("a", document.body), panel)).toBe(false);
    expect(isShortcut(press("ArrowDown", document.body), null)).toBe(false);
    document.getElementById("in")!.focus();
    expect(isShortcut(press("a", document.body), panel)).toBe(true);
    (document.activeElement as HTMLElement).blur();
    expect(isShortcut(press("a", document.body), panel)).toBe(true);
    expect(isShortcut(press("ArrowDown", document.body), null)).toBe(true);
  });
});
