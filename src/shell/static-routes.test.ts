import { describe, expect, it } from "vitest";
import { pathOfRouteName, tabForLocation } from "./static-routes";
import { pagesOf } from "@/providers/session/menu-model";
import { MENU_FIXTURE } from "../../tests/unit/menu-fixture";

const pages = pagesOf(MENU_FIXTURE);

describe("static routes and tabs for locations", () => {
  it("resolves route names of static and menu pages", () => {
    expect(pathOfRouteName("ownspace_index", pages)).toBe("/ownspace");
    expect(pathOfRouteName("withdraw-orders", pages)).toBe("/finance/withdraw-orders");
    expect(pathOfRouteName("nope", pages)).toBeNull();
  });
  it("turns a location into a tab with its query", () => {
    expect(tabForLocation("/finance/withdraw-orders", "?current=2", pages)).toEqual({
      name: "withdraw-orders",
      path: "/finance/withdraw-orders",
      title: "提现订单",
      argu: {},
      query: "current=2",
    });
    expect(tabForLocation("/home", "", pages)).toMatchObject({ name: "home_index", title: { i18n: "shell.home" } });
    expect(tabForLocation("/nowhere", "", pages)).toBeNull();
  });
});
