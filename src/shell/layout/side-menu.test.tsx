// @vitest-environment jsdom
/**
 * The side menu follows the page, not its query: a list's page change or search (`?currentPage=2`) leaves the menu
 * undrawn, a page change draws it with the new page selected. Its drawing is counted at its read of the menu store.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router";
import { RouteHooks } from "@/lib/route-hooks";
import { menuStore } from "@/providers/session/menu-store";
import { MENU_FIXTURE } from "../../../tests/unit/menu-fixture";
import { SideMenu } from "./side-menu";

const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/providers/session/menu-store", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/providers/session/menu-store")>();
  return {
    ...original,
    useMenu: () => {
      drawn.count += 1;
      return original.useMenu();
    },
  };
});

let go: NavigateFunction = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

beforeAll(() => menuStore.setTree(MENU_FIXTURE));
afterAll(() => menuStore.clear());

describe("the side menu", () => {
  it("is not drawn again when only the address's query changes, and is when the page does", async () => {
    render(
      <MemoryRouter initialEntries={["/finance/withdraw-orders"]}>
        <RouteHooks>
          <Navigator />
          <SideMenu theme="dark" collapsed={false} mode="inline" />
        </RouteHooks>
      </MemoryRouter>,
    );
    const selected = () => document.querySelector(".ant-menu-item-selected")?.textContent ?? "";
    expect(selected()).not.toBe("");
    const before = selected();
    const settled = drawn.count;

    await act(async () => go("/finance/withdraw-orders?currentPage=2&pageSize=15"));
    await act(async () => go("/finance/withdraw-orders?currentPage=3&pageSize=15&filters[0][field]=status"));
    expect(drawn.count).toBe(settled);
    expect(selected()).toBe(before);

    await act(async () => go("/finance/recharge-orders"));
    expect(drawn.count).toBeGreaterThan(settled);
    expect(selected()).not.toBe(before);
    expect(screen.getAllByRole("menuitem").length).toBeGreaterThan(1);
  });
});
