/** The console's `parse` answers as Refine's react-router `parse`, and matches a path among the resources once. */
import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { ResourceContext, type IResourceItem } from "@refinedev/core";
import routerBindings from "@refinedev/react-router";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { matchRoute, routerProvider } from "./router-provider";

const resources: IResourceItem[] = [
  { name: "home", list: "/home" },
  { name: "finance/withdraw-orders", list: "/finance/withdraw-orders", meta: { label: "提现订单" } },
  { name: "members/user-list", list: "/members/user-list", show: "/members/user-list/show/:id" },
  { name: "system/roles", list: "/system/roles", edit: "/system/roles/edit/:id" },
];

const ADDRESSES = [
  "/home",
  "/finance/withdraw-orders",
  "/finance/withdraw-orders?currentPage=2&pageSize=1000",
  "/finance/withdraw-orders?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=1&sorters[0][field]=createdTime&sorters[0][order]=desc",
  "/members/user-list/show/1234567890123456789",
  "/system/roles/edit/7?to=%2Fsystem%2Froles%3FcurrentPage%3D3",
  "/no/such/page?pageSize=abc",
  "/finance/withdraw-orders?pageSize=&currentPage=02",
];

/** Both bindings' `parse` answers at `address`, read the way Refine's hooks read it. */
function parsedAt(address: string, routePath = "*") {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ResourceContext.Provider value={{ resources }}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={routePath} element={children} />
        </Routes>
      </MemoryRouter>
    </ResourceContext.Provider>
  );
  const theirs = renderHook(() => routerBindings.parse?.()(), { wrapper }).result.current;
  const ours = renderHook(() => routerProvider.parse?.()(), { wrapper }).result.current;
  return { theirs, ours };
}

describe("routerProvider.parse", () => {
  it.each(ADDRESSES)("answers as Refine's react-router parse at %s", (address) => {
    const { theirs, ours } = parsedAt(address);
    expect(ours).toEqual(theirs);
  });

  it("takes the route's own params when the route declares them", () => {
    const { theirs, ours } = parsedAt("/members/user-list/show/1234567890123456789", "/members/user-list/show/:id");
    expect(ours).toEqual(theirs);
    expect(ours?.id).toBe("1234567890123456789");
  });

  it("matches a path once per resource list: the same answer object every time, another for another list", () => {
    const first = matchRoute("/finance/withdraw-orders", resources);
    expect(first.resource?.name).toBe("finance/withdraw-orders");
    expect(matchRoute("/finance/withdraw-orders", resources)).toBe(first);
    const other = [...resources];
    expect(matchRoute("/finance/withdraw-orders", other)).not.toBe(first);
    expect(matchRoute("/finance/withdraw-orders", other)).toEqual(first);
  });
});
