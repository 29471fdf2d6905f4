// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { DRAFT_MAX_AGE_MS, draftKey, findDraft, plainValues, registerDraft, saveDrafts, takeDraft } from "./drafts";

afterEach(() => sessionStorage.clear());

describe("form drafts across an ended session", () => {
  // A literal, not draftKey(): a fixture computed at collection time hides draftKey's faults from Stryker.
  const key = "/basic/phone-area-code|phoneAreaCode|add|";

  it("keys a form by route (no query), screen, mode and row", () => {
    expect(draftKey("/basic/phone-area-code?x=1", "phoneAreaCode", "add")).toBe(key);
    expect(draftKey("/a", "n", "edit", 7)).toBe("/a|n|edit|7");
    expect(draftKey("/a", "n", "add")).toBe("/a|n|add|");
    expect(draftKey("/a", "n", "add", null)).toBe("/a|n|add|");
    expect(draftKey("/a", "n", "edit", 0)).toBe("/a|n|edit|0");
  });

  it("keeps plain values only", () => {
    expect(
      plainValues({ a: "x", b: 0, c: false, d: ["1", 2], e: "", f: null, g: undefined, h: { $d: 1 }, i: [{}] }),
    ).toEqual({
      a: "x",
      b: 0,
      c: false,
      d: ["1", 2],
    });
    expect(plainValues({ tags: ["a", null, true], mixed: [1, {}] })).toEqual({ tags: ["a", null, true] });
  });

  it("saves what open forms typed, for the same user, taken once", () => {
    const stop = registerDraft(() => ({ key, values: { name: "新加坡", code: "+65", picked: { $d: 1 } } }));
    const empty = registerDraft(() => ({ key: "other", values: { name: "" } }));
    const untouched = registerDraft(() => null);
    saveDrafts("admin", 1000);
    stop();
    empty();
    untouched();
    expect(sessionStorage.length).toBe(1);
    expect(findDraft("/basic/phone-area-code|", "admin", 1000)).toEqual({
      key,
      values: { name: "新加坡", code: "+65" },
    });
    expect(findDraft("/other-page|", "admin", 1000)).toBeNull();
    expect(takeDraft(key, "admin", 1000)).toEqual({ name: "新加坡", code: "+65" });
    expect(takeDraft(key, "admin", 1000)).toBeNull();
  });

  it("another user in this tab never sees a draft: it is dropped", () => {
    const stop = registerDraft(() => ({ key, values: { name: "新加坡" } }));
    saveDrafts("admin", 1000);
    stop();
    expect(findDraft("/basic/phone-area-code|", "operator", 1000)).toBeNull();
    expect(findDraft("/basic/phone-area-code|", "admin", 1000)).toBeNull();
  });

  it("keeps nothing without a user, nothing after unregistering, and forgets a draft after 30 minutes", () => {
    const stop = registerDraft(() => ({ key, values: { name: "x" } }));
    saveDrafts(null);
    expect(sessionStorage.length).toBe(0);
    saveDrafts("admin", 0);
    stop();
    expect(findDraft("/basic", "admin", DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    saveDrafts("admin", 0);
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps a draft for exactly 30 minutes after the session ended", () => {
    const stop = registerDraft(() => ({ key, values: { name: "x" } }));
    saveDrafts("admin", 5000);
    stop();
    expect(findDraft("/basic", "admin", 5000 + 30 * 60 * 1000)).toEqual({ key, values: { name: "x" } });
    expect(findDraft("/basic", "admin", 5000 + 30 * 60 * 1000 + 1)).toBeNull();
  });

  it("drops a kept entry without values", () => {
    sessionStorage.setItem(`formDraft:${key}`, JSON.stringify({ key, user: "admin", at: 0 }));
    expect(findDraft("/basic", "admin", 0)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("drops a kept entry that names no form (its key is not text): no form could take it back", () => {
    sessionStorage.setItem(
      `formDraft:${key}`,
      JSON.stringify({ key: 7, user: "admin", at: 0, values: { code: "86" } }),
    );
    expect(findDraft("/basic", "admin", 0)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("drops an unreadable draft", () => {
    sessionStorage.setItem(`formDraft:${key}`, "{oops");
    expect(takeDraft(key, "admin")).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
