// @vitest-environment jsdom
/** A to-do count is never lost: without antd's Badge (its code failed to load) it shows as plain text. */
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { WaitingBadge } from "./waiting-badge";

vi.mock("antd/es/badge", () => {
  throw new Error("Failed to fetch dynamically imported module");
});
vi.mock("../version-check", () => ({ checkVersion: vi.fn().mockResolvedValue({ kind: "same" }) }));

describe("the side menu's to-do count", () => {
  it("shows as plain text, over 999 as 999+, when the badge's code does not load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <>
        <WaitingBadge count={1200} page="withdraw-orders" />
        <WaitingBadge count={7} page="recharge-orders" />
      </>,
    );
    expect(await screen.findByText("999+")).toBeTruthy();
    const plain = screen.getByText("7");
    expect(plain.getAttribute("data-todo-badge")).toBe("recharge-orders");
    expect(plain.className).toBe("side-menu-count");
  });
});
