import { describe, expect, it } from "vitest";
import { passwordScore, passwordStrength } from "./password-strength";

describe("passwordScore", () => {
  it.each([
    ["", 0],
    ["123456", 1],
    ["abcdef", 1],
    ["ABCDEF", 1],
    ["!!!!!!", 1],
    ["abc123", 2],
    ["Abc123", 3],
    ["Abc12!", 4],
    ["Abcdef123!", 5],
    ["abcdefghij", 2],
    ["a b", 2],
    ["密码密码", 1],
    ["under_score", 2],
  ])("%j scores %i", (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });
  it("treats null and undefined as empty", () => {
    expect(passwordScore(null)).toBe(0);
    expect(passwordScore(undefined)).toBe(0);
  });
});

describe("passwordStrength", () => {
  it("is none when empty", () => {
    expect(passwordStrength("")).toEqual({ score: 0, level: "none", percent: 0 });
    expect(passwordStrength(undefined).level).toBe("none");
  });
  it("bands the score", () => {
    expect(passwordStrength("aaaaaa")).toEqual({ score: 1, level: "weak", percent: 33 });
    expect(passwordStrength("aaa111")).toEqual({ score: 2, level: "medium", percent: 66 });
    expect(passwordStrength("Aa1!aa")).toEqual({ score: 4, level: "medium", percent: 66 });
    expect(passwordStrength("Aa1!aaaaaa")).toEqual({ score: 5, level: "strong", percent: 100 });
  });
});
