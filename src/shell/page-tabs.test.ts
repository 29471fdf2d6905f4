import { describe, expect, it } from "vitest";
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  HOME_TAB,
  openTab,
  pageTabsStore,
  sanitiseTabs,
  withQueryFromHash,
  type OpenedPage,
} from "./page-tabs";

const tab = (name: string, query = ""): OpenedPage => ({ name, path: `/x/${name}`, title: name, argu: {}, query });
const names = (list: OpenedPage[]) => list.map((t) => t.name);

describe("opened-page tabs", () => {
  it("home is always first; opening adds at the end once", () => {
    let list = openTab([], tab("a"));
    list = openTab(list, tab("b"));
    list = openTab(list, tab("a"));
    expect(names(list)).toEqual(["home_index", "a", "b"]);
  });
  it("re-opening a tab refreshes its query (the restored view)", () => {
    const list = openTab(openTab([], tab("a")), tab("a", "current=3"));
    expect(list[1]?.query).toBe("current=3");
  });
  it("closing the active tab goes to its right neighbour, else the left one", () => {
    const list = [HOME_TAB, tab("a"), tab("b"), tab("c")];
    expect(closeTab(list, "b", "b")).toMatchObject({ next: { name: "c" } });
    expect(names(closeTab(list, "b", "b").list)).toEqual(["home_index", "a", "c"]);
    expect(closeTab(list, "c", "c").next?.name).toBe("b");
    expect(closeTab([HOME_TAB, tab("a")], "a", "a").next?.name).toBe("home_index");
  });
  it("closing another tab keeps the active one", () => {
    expect(closeTab([HOME_TAB, tab("a"), tab("b")], "a", "b").next).toBeNull();
  });
  it("home cannot be closed", () => {
    expect(names(closeTab([HOME_TAB, tab("a")], "home_index", "home_index").list)).toEqual(["home_index", "a"]);
  });
  it("close all keeps home; close others keeps home and the current tab", () => {
    expect(names(closeAllTabs())).toEqual(["home_index"]);
    expect(names(closeOtherTabs([HOME_TAB, tab("a"), tab("b")], "b"))).toEqual(["home_index", "b"]);
    expect(names(closeOtherTabs([HOME_TAB, tab("a")], "home_index"))).toEqual(["home_index"]);
  });
  it("stored garbage becomes a valid list", () => {
    expect(names(sanitiseTabs("nope"))).toEqual(["home_index"]);
    expect(
      names(
        sanitiseTabs([
          { name: "a", path: "/a", title: "A" },
          { name: "a", path: "/a", title: "A" },
          { path: "x" },
          null,
        ]),
      ),
    ).toEqual(["home_index", "a"]);
    expect(sanitiseTabs([{ name: "a", path: "/a", title: "A" }])[1]).toEqual({
      name: "a",
      path: "/a",
      title: "A",
      argu: {},
      query: "",
    });
  });
  it("the store persists as pageOpenedList", () => {
    pageTabsStore.set([HOME_TAB, tab("a", "x=1")]);
    expect(JSON.parse(localStorage.getItem("pageOpenedList") ?? "[]")).toHaveLength(2);
    expect(pageTabsStore.get()[1]?.query).toBe("x=1");
  });
});

describe("withQueryFromHash", () => {
  const list = openTab([HOME_TAB], {
    name: "withdraw-orders",
    path: "/finance/withdraw-orders",
    title: "提现订单",
    argu: {},
    query: "",
  });
  it("takes the tab's query from a full URL, a hash or a bare address", () => {
    const fromUrl = withQueryFromHash(list, "http://host:8080/#/finance/withdraw-orders?currentPage=2&pageSize=15");
    expect(fromUrl.find((tab) => tab.name === "withdraw-orders")?.query).toBe("currentPage=2&pageSize=15");
    expect(
      withQueryFromHash(fromUrl, "#/finance/withdraw-orders").find((tab) => tab.name === "withdraw-orders")?.query,
    ).toBe("");
  });
  it("leaves the tabs as they are for an address without a tab or with the same query", () => {
    expect(withQueryFromHash(list, "http://host/#/elsewhere?x=1")).toEqual(list);
    expect(withQueryFromHash(list, "#/finance/withdraw-orders")).toEqual(list);
  });
});
