import { describe, expect, it } from "vitest";
import { editorHtml } from "./editor-html";

describe("the rich-text value", () => {
  it("is empty for an empty document, so a required field refuses it", () => {
    expect(editorHtml(1, "<p></p>")).toBe("");
    expect(editorHtml(3, "<p>ab</p>")).toBe("<p>ab</p>");
  });
});
