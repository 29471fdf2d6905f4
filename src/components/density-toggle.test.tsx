import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { DensityToggle } from "./density-toggle";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";

describe("DensityToggle", () => {
  it("maps default / compact to middle / small", () => {
    const onChange = vi.fn();
    renderWithI18n(<DensityToggle value="middle" onChange={onChange} />);
    expect(screen.getByText("默认")).toBeTruthy();
    fireEvent.click(screen.getByText("紧凑"));
    expect(onChange).toHaveBeenCalledWith("small");
  });
  it("translates", () => {
    renderWithI18n(<DensityToggle value="small" onChange={() => undefined} />, "en-US");
    expect(screen.getByText("Compact")).toBeTruthy();
    expect(screen.getByText("Default")).toBeTruthy();
  });
});
