/** Colours of the menu and navigation themes (SPEC §9 option lists); 'light' follows antd's (dark-aware) tokens. */
import type { GlobalToken } from "antd";
import type { ThemeSettings } from "../theme-settings";

export interface AreaColors {
  /** antd's Menu theme to use in that area. */
  menuTheme: "light" | "dark";
  background: string;
  /** Sub-menu background (side menu) or selected-item background (top nav). */
  accent: string;
  text: string;
}

const DARK_BACKGROUNDS = { darkblue: "#001529", black: "#1f1f1f", dark: "#2b3445" } as const;

export function menuColors(theme: ThemeSettings["menuTheme"], token: GlobalToken): AreaColors {
  if (theme === "light") return { menuTheme: "light", background: token.colorBgContainer, accent: token.colorBgContainer, text: token.colorText };
  const background = DARK_BACKGROUNDS[theme];
  return { menuTheme: "dark", background, accent: "rgba(0,0,0,0.25)", text: "#fff" };
}

export function navColors(theme: ThemeSettings["navTheme"], token: GlobalToken): AreaColors {
  if (theme === "light") return { menuTheme: "light", background: token.colorBgContainer, accent: token.controlItemBgActive, text: token.colorText };
  const background = theme === "primary" ? token.colorPrimary : DARK_BACKGROUNDS[theme];
  return { menuTheme: "dark", background, accent: "rgba(255,255,255,0.18)", text: "#fff" };
}
