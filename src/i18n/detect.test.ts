import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect";

describe("language detection (SPEC §1)", () => {
  it("the stored choice wins", () => expect(detectLanguage("en-US", "zh-CN")).toBe("en-US"));
  it("else the browser language when zh-CN or en-US", () => {
    expect(detectLanguage(null, "en-US")).toBe("en-US");
    expect(detectLanguage(null, "zh-cn")).toBe("zh-CN");
  });
  it("else zh-CN", () => {
    expect(detectLanguage(null, "fr-FR")).toBe("zh-CN");
    expect(detectLanguage("de", "en-GB")).toBe("zh-CN");
    expect(detectLanguage(null, undefined)).toBe("zh-CN");
  });
});
