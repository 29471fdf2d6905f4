/**
 * Theme settings (SPEC §3 table, §9 presets, option lists and bounds), stored as `theme`; plus the console's own
 * `lockMinutes` (idle auto-lock, 0 = off), kept with them so it survives sign-out like the rest of the layout.
 */
import { useSyncExternalStore } from "react";
import { storage, StorageKey } from "@/lib/storage";

export const MAIN_THEMES = ["primary", "light", "darkMode", "topNav"] as const;
export const MENU_THEMES = ["darkblue", "black", "dark", "light"] as const;
export const NAV_THEMES = ["darkblue", "black", "primary", "light"] as const;
export const NAV_TYPES = ["1", "2", "3"] as const;
export const NAV_SHOW_TYPES = ["app", "list"] as const;

export interface ThemeSettings {
  mainTheme: (typeof MAIN_THEMES)[number];
  menuTheme: (typeof MENU_THEMES)[number];
  navTheme: (typeof NAV_THEMES)[number];
  menuWidth: number;
  navType: (typeof NAV_TYPES)[number];
  sliceNum: number;
  navShowType: (typeof NAV_SHOW_TYPES)[number];
  showNavMenuIcon: boolean;
  fixNav: boolean;
  showFold: boolean;
  showLogo: boolean;
  showTags: boolean;
  showSearch: boolean;
  showFooter: boolean;
  weakMode: boolean;
  /** Lock the screen after this many minutes with no activity in any tab; 0 = never (the default). */
  lockMinutes: number;
}

export const DEFAULT_THEME: ThemeSettings = {
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
};

export const SLICE_BOUNDS = { min: 1, max: 10 } as const;
export const MENU_WIDTH_BOUNDS = { min: 0, max: 500 } as const;
export const LOCK_MINUTES_BOUNDS = { min: 0, max: 120 } as const;
export const COLLAPSED_MENU_WIDTH = 60;
export const SHRUNK_MENU_WIDTH = 200;

const clamp = (value: unknown, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
};
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Whatever is stored (old, partial or tampered) becomes valid settings within the bounds. */
export function sanitiseTheme(raw: Partial<Record<keyof ThemeSettings, unknown>> | null): ThemeSettings {
  const value = { ...DEFAULT_THEME, ...(raw ?? {}) } as Record<keyof ThemeSettings, unknown>;
  const bool = (key: keyof ThemeSettings) =>
    typeof value[key] === "boolean" ? (value[key] as boolean) : (DEFAULT_THEME[key] as boolean);
  return {
    mainTheme: oneOf(MAIN_THEMES, value.mainTheme, DEFAULT_THEME.mainTheme),
    menuTheme: oneOf(MENU_THEMES, value.menuTheme, DEFAULT_THEME.menuTheme),
    navTheme: oneOf(NAV_THEMES, value.navTheme, DEFAULT_THEME.navTheme),
    menuWidth: clamp(value.menuWidth, MENU_WIDTH_BOUNDS.min, MENU_WIDTH_BOUNDS.max, DEFAULT_THEME.menuWidth),
    navType: oneOf(NAV_TYPES, String(value.navType), DEFAULT_THEME.navType),
    sliceNum: clamp(value.sliceNum, SLICE_BOUNDS.min, SLICE_BOUNDS.max, DEFAULT_THEME.sliceNum),
    navShowType: oneOf(NAV_SHOW_TYPES, value.navShowType, DEFAULT_THEME.navShowType),
    showNavMenuIcon: bool("showNavMenuIcon"),
    fixNav: bool("fixNav"),
    showFold: bool("showFold"),
    showLogo: bool("showLogo"),
    showTags: bool("showTags"),
    showSearch: bool("showSearch"),
    showFooter: bool("showFooter"),
    weakMode: bool("weakMode"),
    lockMinutes: clamp(value.lockMinutes, LOCK_MINUTES_BOUNDS.min, LOCK_MINUTES_BOUNDS.max, DEFAULT_THEME.lockMinutes),
  };
}

/** SPEC §9 main-theme presets: choosing one sets these fields. */
export const MAIN_THEME_PRESETS: Record<ThemeSettings["mainTheme"], Partial<ThemeSettings>> = {
  primary: { menuTheme: "light", navTheme: "primary", fixNav: true, showTags: true, menuWidth: 220 },
  light: { menuTheme: "light", navTheme: "light", fixNav: false, showTags: true, menuWidth: 220 },
  darkMode: { menuTheme: "light", navTheme: "light" },
  topNav: { menuTheme: "black", navTheme: "black", fixNav: true, showTags: false, menuWidth: 0 },
};

let current = sanitiseTheme(storage.getJson(StorageKey.theme));
const listeners = new Set<() => void>();

export const themeStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(patch: Partial<ThemeSettings>) {
    current = sanitiseTheme({ ...current, ...patch });
    storage.setJson(StorageKey.theme, current);
    listeners.forEach((listener) => listener());
  },
  /** A main theme with its preset (SPEC §9); the weakMode toggle is separate. */
  applyMainTheme(mainTheme: ThemeSettings["mainTheme"]) {
    themeStore.set({ ...MAIN_THEME_PRESETS[mainTheme], mainTheme });
  },
  reset() {
    themeStore.set(DEFAULT_THEME);
  },
};

export const useThemeSettings = () => useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
