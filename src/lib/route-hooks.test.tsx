/**
 * The shell's navigation hooks: a part that only navigates is not drawn again by any navigation, one that reads the
 * path only by a change of path (a list writing its page or filters into the query leaves both alone).
 */
import { act, render, screen } from "@testing-library/react";
import { memo } from "react";
import { describe, expect, it } from "vitest";
import { MemoryRouter, useLocation, type NavigateFunction } from "react-router";
import { RouteHooks, usePathname, useStableNavigate } from "./route-hooks";
import { onNavigationIntent } from "./navigation-intent";

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

  it("announce a navigation to another page before the router moves, from the page the user is on", async () => {
    const heard: string[] = [];
    const stop = onNavigationIntent(({ path, search }) =>
      heard.push(`${path}${search} from ${screen.getByTestId("address").textContent ?? ""}`),
    );
    const navigates: NavigateFunction[] = [];
    function Navigator() {
      navigates.push(useStableNavigate());
      const { pathname, search } = useLocation();
      return <p data-testid="address">{`${pathname}${search}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={["/home"]}>
        <RouteHooks>
          <Navigator />
        </RouteHooks>
      </MemoryRouter>,
    );
    const navigate = navigates[0] as NavigateFunction;
    await act(async () => navigate("/finance/withdraw-orders?pageSize=20"));
    await act(async () => navigate("/finance/withdraw-orders?pageSize=20&currentPage=2", { replace: true }));
    await act(async () => navigate({ pathname: "/members/user-list", search: "?uid=7" }));
    await act(async () => navigate(-1));
    stop();
    expect(heard).toEqual([
      "/finance/withdraw-orders?pageSize=20 from /home",
      "/members/user-list?uid=7 from /finance/withdraw-orders?pageSize=20&currentPage=2",
    ]);
  });

  it("say where they are missing", () => {
    function Lost() {
      usePathname();
      return null;
    }
    expect(() => render(<Lost />)).toThrow("usePathname needs <RouteHooks> inside the router");
  });
});
