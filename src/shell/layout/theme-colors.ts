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
  /** Text of the unselected items of a dark menu, when antd's 65 % white is too faint on the background. */
  itemColor?: string;
}

const DARK_BACKGROUNDS = { darkblue: "#001529", black: "#1f1f1f", dark: "#2b3445" } as const;

export function menuColors(theme: ThemeSettings["menuTheme"], token: GlobalToken): AreaColors {
  if (theme === "light")
    return {
      menuTheme: "light",
      background: token.colorBgContainer,
      accent: token.colorBgContainer,
      text: token.colorText,
    };
  const background = DARK_BACKGROUNDS[theme];
  return { menuTheme: "dark", background, accent: "rgba(0,0,0,0.25)", text: "#fff" };
}

export function navColors(theme: ThemeSettings["navTheme"], token: GlobalToken): AreaColors {
  if (theme === "light")
    return {
      menuTheme: "light",
      background: token.colorBgContainer,
      accent: token.controlItemBgActive,
      text: token.colorText,
    };
  // On the primary colour, 65 % white and a lighter selected item fall below 4.5:1: white text, a darker selection.
  if (theme === "primary") {
    return {
      menuTheme: "dark",
      background: token.colorPrimary,
      accent: "rgba(0,0,0,0.25)",
      text: "#fff",
      itemColor: "#fff",
    };
  }
  return { menuTheme: "dark", background: DARK_BACKGROUNDS[theme], accent: "rgba(255,255,255,0.18)", text: "#fff" };
}

/**
 * The light theme's colours darkened just enough for WCAG 2.1 AA text contrast (4.5:1, checked by axe-core in
 * tests/e2e/a11y.spec.ts). antd's defaults give: blue #1677ff 4.1 on white (links, active tabs, primary buttons,
 * the selected menu item), red #ff4d4f 3.3 (danger links), description/help text (45 % black) 3.4, and tag text
 * (a palette's 7th shade on its 1st) 2.5–3.4 for green, orange, cyan, gold, volcano, lime and yellow. So: the
 * primary is antd's own blue-7, the error red-7, descriptions 58 % black, a tag's text the first darker shade of its
 * palette that passes, and an unchecked switch's track dark enough for its white label. Dark mode is left as is.
 */
export const ACCESSIBLE_LIGHT_THEME = {
  token: {
    colorPrimary: "#0958d9",
    colorInfo: "#0958d9",
    colorLink: "#0958d9",
    colorError: "#cf1322",
    colorTextDescription: "rgba(0, 0, 0, 0.58)",
  },
  components: {
    Tag: {
      green7: "#237804",
      orange7: "#ad4e00",
      cyan7: "#006d75",
      gold7: "#874d00",
      volcano7: "#ad2102",
      lime7: "#3f6600",
      yellow7: "#876800",
    },
    Switch: { colorTextQuaternary: "rgba(0, 0, 0, 0.55)", colorTextTertiary: "rgba(0, 0, 0, 0.65)" },
  },
} as const;
