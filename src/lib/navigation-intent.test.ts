/** A navigation to another page is told before it happens; a list writing its own query is not a new page. */
import { afterEach, describe, expect, it } from "vitest";
import { announceNavigation, intentOf, onNavigationIntent, type NavigationIntent } from "./navigation-intent";

const heard: NavigationIntent[] = [];
const stop = onNavigationIntent((intent) => heard.push(intent));

afterEach(() => {
  heard.length = 0;
});

describe("navigation intent", () => {
  it("splits an address into its path and query", () => {
    expect(intentOf("/finance/withdraw-orders?pageSize=20&currentPage=1")).toEqual({
      path: "/finance/withdraw-orders",
      search: "?pageSize=20&currentPage=1",
    });
    expect(intentOf("/home")).toEqual({ path: "/home", search: "" });
  });

  it("tells a navigation to another page, not one that stays on the page", () => {
    announceNavigation("/finance/withdraw-orders?pageSize=20", "/home");
    announceNavigation("/finance/withdraw-orders?currentPage=2", "/finance/withdraw-orders?currentPage=1");
    announceNavigation("/finance/withdraw-orders", "/finance/withdraw-orders");
    expect(heard).toEqual([{ path: "/finance/withdraw-orders", search: "?pageSize=20" }]);
  });

  it("tells a hash change made outside the router (the address bar, a plain link)", () => {
    window.dispatchEvent(
      new HashChangeEvent("hashchange", {
        oldURL: "http://console.test/#/home",
        newURL: "http://console.test/#/members/user-list?uid=42",
      }),
    );
    window.dispatchEvent(
      new HashChangeEvent("hashchange", {
        oldURL: "http://console.test/#/members/user-list?uid=42",
        newURL: "http://console.test/#/members/user-list?uid=43",
      }),
    );
    expect(heard).toEqual([{ path: "/members/user-list", search: "?uid=42" }]);
  });

  it("stops telling a listener that unsubscribed", () => {
    stop();
    announceNavigation("/home", "/finance/withdraw-orders");
    expect(heard).toEqual([]);
  });
});
