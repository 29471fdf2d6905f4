import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MenuNode } from "@/providers/session/menu-types";
import { selectApp, type NavEffects } from "./nav-actions";
import { menuStore } from "@/providers/session/menu-store";

const effects = () => ({
  setLocation: vi.fn<NavEffects["setLocation"]>(),
  openWindow: vi.fn<NavEffects["openWindow"]>(),
  goToRouteName: vi.fn<NavEffects["goToRouteName"]>(),
  goHome: vi.fn<NavEffects["goHome"]>(),
});

const link = (description: MenuNode["description"], url: string): MenuNode =>
  ({
    name: `link-${description}`,
    title: "link",
    isMenu: 0,
    description,
    url,
    type: -1,
    level: 0,
    children: [],
  }) as unknown as MenuNode;

describe("selecting a top-level app (SPEC §2.2)", () => {
  beforeEach(() => localStorage.clear());

  it("isMenu 0 acts by its description and never becomes the current app", () => {
    const spy = vi.spyOn(menuStore, "setCurrentApp");
    const fx = effects();
    selectApp(link("direct", "https://example.com/a"), fx);
    selectApp(link("window", "https://example.com/b"), fx);
    selectApp(link("route", "ownspace_index"), fx);
    expect(fx.setLocation).toHaveBeenCalledWith("https://example.com/a");
    expect(fx.openWindow).toHaveBeenCalledWith("https://example.com/b");
    expect(fx.goToRouteName).toHaveBeenCalledWith("ownspace_index");
    expect(fx.goHome).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it("a menu app becomes the current app and the user goes home", () => {
    const spy = vi.spyOn(menuStore, "setCurrentApp").mockImplementation(() => undefined);
    const fx = effects();
    selectApp(
      { name: "operations", title: "运营管理", isMenu: 1, type: -1, level: 0, children: [] } as unknown as MenuNode,
      fx,
    );
    expect(spy).toHaveBeenCalledWith("operations");
    expect(fx.goHome).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe("link apps never open a script or foreign scheme", () => {
  it.each(["direct", "window"] as const)("%s with javascript: does nothing", (description) => {
    const effects = { setLocation: vi.fn(), openWindow: vi.fn(), goToRouteName: vi.fn(), goHome: vi.fn() };
    selectApp(
      { name: "x", title: "x", isMenu: 0, description, url: "javascript:alert(document.cookie)" } as MenuNode,
      effects,
    );
    expect(effects.setLocation).not.toHaveBeenCalled();
    expect(effects.openWindow).not.toHaveBeenCalled();
  });
});
