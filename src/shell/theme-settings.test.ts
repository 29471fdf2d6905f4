import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, MAIN_THEME_PRESETS, sanitiseTheme, themeStore } from "./theme-settings";

describe("theme settings (SPEC §3, §9)", () => {
  it("gives a user with nothing stored the defaults of the spec table, plus the idle auto-lock off", () => {
    expect(sanitiseTheme(null)).toEqual({
      mainTheme: "primary",
      menuTheme: "black",
      navTheme: "black",
      menuWidth: 220,
      navType: "1",
      sliceNum: 4,
      navShowType: "app",
      showNavMenuIcon: true,
      fixNav: false,
      showFold: true,
      showLogo: true,
      showTags: true,
      showSearch: true,
      showFooter: false,
      weakMode: false,
      lockMinutes: 0,
    });
  });
  it("turns nothing, garbage or partial values into valid settings", () => {
    expect(sanitiseTheme(null)).toEqual(DEFAULT_THEME);
    const value = sanitiseTheme({
      menuTheme: "pink",
      navType: 3,
      showTags: "yes",
      menuWidth: "abc",
      mainTheme: "topNav",
    });
    expect(value.menuTheme).toBe("black");
    expect(value.navType).toBe("3");
    expect(value.showTags).toBe(true);
    expect(value.menuWidth).toBe(220);
    expect(value.mainTheme).toBe("topNav");
  });
  it("enforces the bounds: sliceNum 1–10, menuWidth 0–500", () => {
    expect(sanitiseTheme({ sliceNum: 0 }).sliceNum).toBe(1);
    expect(sanitiseTheme({ sliceNum: 42 }).sliceNum).toBe(10);
    expect(sanitiseTheme({ sliceNum: 3.6 }).sliceNum).toBe(4);
    expect(sanitiseTheme({ menuWidth: -5 }).menuWidth).toBe(0);
    expect(sanitiseTheme({ menuWidth: 900 }).menuWidth).toBe(500);
  });
  it("the idle auto-lock is whole minutes from 0 (off) to 120", () => {
    expect(sanitiseTheme({}).lockMinutes).toBe(0);
    expect(sanitiseTheme({ lockMinutes: 15 }).lockMinutes).toBe(15);
    expect(sanitiseTheme({ lockMinutes: -3 }).lockMinutes).toBe(0);
    expect(sanitiseTheme({ lockMinutes: 500 }).lockMinutes).toBe(120);
    expect(sanitiseTheme({ lockMinutes: 2.4 }).lockMinutes).toBe(2);
    expect(sanitiseTheme({ lockMinutes: "soon" }).lockMinutes).toBe(0);
    expect(sanitiseTheme({ lockMinutes: "30" }).lockMinutes).toBe(30);
  });
  it("has the four presets of SPEC §9", () => {
    expect(MAIN_THEME_PRESETS.primary).toMatchObject({
      menuTheme: "light",
      navTheme: "primary",
      fixNav: true,
      showTags: true,
      menuWidth: 220,
    });
    expect(MAIN_THEME_PRESETS.light).toMatchObject({
      menuTheme: "light",
      navTheme: "light",
      fixNav: false,
      showTags: true,
      menuWidth: 220,
    });
    expect(MAIN_THEME_PRESETS.darkMode).toMatchObject({ menuTheme: "light", navTheme: "light" });
    expect(MAIN_THEME_PRESETS.topNav).toMatchObject({
      menuTheme: "black",
      navTheme: "black",
      fixNav: true,
      showTags: false,
      menuWidth: 0,
    });
  });
  it("the store persists as `theme`, sanitised, and notifies", () => {
    let calls = 0;
    const off = themeStore.subscribe(() => (calls += 1));
    themeStore.set({ sliceNum: 99, navType: "2" });
    off();
    expect(calls).toBe(1);
    expect(themeStore.get().sliceNum).toBe(10);
    expect(JSON.parse(localStorage.getItem("theme") ?? "{}")).toMatchObject({ sliceNum: 10, navType: "2" });
    themeStore.set(DEFAULT_THEME);
  });
  it("a main theme brings its preset; reset restores the defaults", () => {
    themeStore.applyMainTheme("topNav");
    expect(themeStore.get()).toMatchObject({ mainTheme: "topNav", menuWidth: 0, showTags: false, navTheme: "black" });
    themeStore.reset();
    expect(themeStore.get()).toEqual(DEFAULT_THEME);
  });
});
