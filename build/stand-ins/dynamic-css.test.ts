import { describe, expect, it } from "vitest";
import { removeCSS, updateCSS } from "./dynamic-css";

const tagsWith = (key: string) => document.head.querySelectorAll(`style[data-token="${key}"]`);

describe("dynamic-css (antd's style injection with a fast path)", () => {
  it("injects a style once, returns it again for the same CSS, and updates it when the CSS changes", () => {
    const first = updateCSS(".a{color:red}", "k1", { mark: "token" });
    expect(updateCSS(".a{color:red}", "k1", { mark: "token" })).toBe(first);
    expect(tagsWith("k1")).toHaveLength(1);
    const changed = updateCSS(".a{color:blue}", "k1", { mark: "token" });
    expect(tagsWith("k1")).toHaveLength(1);
    expect(changed.innerHTML).toBe(".a{color:blue}");
  });

  it("injects again after removeCSS, and after the tag was taken out of the document by other code", () => {
    updateCSS(".b{}", "k2", { mark: "token" });
    removeCSS("k2", { mark: "token" });
    expect(tagsWith("k2")).toHaveLength(0);
    const again = updateCSS(".b{}", "k2", { mark: "token" });
    expect(tagsWith("k2")).toHaveLength(1);
    again.remove();
    updateCSS(".b{}", "k2", { mark: "token" });
    expect(tagsWith("k2")).toHaveLength(1);
  });
});
