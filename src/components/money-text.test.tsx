import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { MoneyText } from "./money-text";

describe("MoneyText", () => {
  it("formats with an optional prefix", () => {
    expect(render(<MoneyText value={1234.5} />).container.textContent).toBe("1,234.50");
    expect(render(<MoneyText value="-3" prefix="$" />).container.textContent).toBe("-$3.00");
    expect(render(<MoneyText value={null} prefix="$" />).container.textContent).toBe("--");
  });
});
