/**
 * The shell's navigation hooks: a part that only navigates is not drawn again by any navigation, one that reads the
 * path only by a change of path (a list writing its page or filters into the query leaves both alone).
 */
import { act, render, screen } from "@testing-library/react";
import { memo } from "react";
import { describe, expect, it } from "vitest";
import { MemoryRouter, useLocation, type NavigateFunction } from "react-router";
import { RouteHooks, usePathname, useStableNavigate } from "./route-hooks";

describe("route hooks", () => {
  it("draw a navigating part never again, a path-reading part only for a new path", async () => {
    const drawn = { navigator: 0, path: 0 };
    const navigates: NavigateFunction[] = [];
    // memo: drawn again only for what the part itself reads, as the shell's header and menus are.
    const Navigator = memo(function Navigator() {
      drawn.navigator++;
      navigates.push(useStableNavigate());
      return null;
    });
    const Path = memo(function Path() {
      drawn.path++;
      return <p data-testid="path">{usePathname()}</p>;
    });
    function Address() {
      const { pathname, search } = useLocation();
      return <p data-testid="address">{`${pathname}${search}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={["/finance/withdraw-orders"]}>
        <RouteHooks>
          <Navigator />
          <Path />
          <Address />
        </RouteHooks>
      </MemoryRouter>,
    );
    const navigate = navigates[0] as NavigateFunction;
    await act(async () => navigate("/finance/withdraw-orders?pageSize=15&currentPage=2", { replace: true }));
    expect(screen.getByTestId("address").textContent).toBe("/finance/withdraw-orders?pageSize=15&currentPage=2");
    expect(drawn).toEqual({ navigator: 1, path: 1 });
    await act(async () => navigate("/members/user-list"));
    expect(screen.getByTestId("path").textContent).toBe("/members/user-list");
    expect(drawn).toEqual({ navigator: 1, path: 2 });
    await act(async () => navigate(-1));
    expect(screen.getByTestId("address").textContent).toBe("/finance/withdraw-orders?pageSize=15&currentPage=2");
    expect(navigates.every((each) => each === navigate)).toBe(true);
  });

  it("say where they are missing", () => {
    function Lost() {
      usePathname();
      return null;
    }
    expect(() => render(<Lost />)).toThrow("usePathname needs <RouteHooks> inside the router");
  });
});
