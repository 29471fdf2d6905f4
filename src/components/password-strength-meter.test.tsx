import { describe, expect, it } from "vitest";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";

describe("PasswordStrengthMeter", () => {
  it("shows nothing for an empty password", () => {
    expect(renderWithI18n(<PasswordStrengthMeter value="" />).container.innerHTML).toBe("");
  });
  it.each([
    ["aaaaaa", "弱", "33"],
    ["aaa111", "中", "66"],
    ["Abcdef123!", "强", "100"],
  ])("%s is %s at %s%%", (password, label, percent) => {
    const { container } = renderWithI18n(<PasswordStrengthMeter value={password} />);
    expect(container.textContent).toBe(label);
    expect(container.querySelector("[aria-valuenow]")?.getAttribute("aria-valuenow")).toBe(percent);
  });
  it("labels in English", () => {
    expect(renderWithI18n(<PasswordStrengthMeter value="Abcdef123!" />, "en-US").container.textContent).toBe("Strong");
  });
});
