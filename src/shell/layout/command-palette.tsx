/**
 * The command palette (kbar): a search box and the matching pages and actions, in antd's colours so it follows
 * dark mode. Refine's own <RefineKbar /> would add a "List" entry per resource beside each page and hard-codes
 * black on white, so the palette is built from the same kbar parts.
 */
import { KBarAnimator, KBarPortal, KBarPositioner, KBarResults, KBarSearch, useMatches } from "@refinedev/kbar";
import { theme as antdTheme } from "antd";
import { useTranslation } from "react-i18next";
import { useCommandActions } from "./use-command-actions";

function Results() {
  const { results } = useMatches();
  const { token } = antdTheme.useToken();
  return (
    <KBarResults
      items={results}
      onRender={({ item, active }) =>
        typeof item === "string" ? (
          <div style={{ padding: "8px 16px 4px", fontSize: 12, color: token.colorTextTertiary }}>{item}</div>
        ) : (
          <div data-testid="kbar-item" style={{ padding: "8px 16px", cursor: "pointer", background: active ? token.controlItemBgActive : "transparent", borderInlineStart: `2px solid ${active ? token.colorPrimary : "transparent"}` }}>
            <div style={{ color: token.colorText }}>{item.name}</div>
            {item.subtitle && <div style={{ fontSize: 12, color: token.colorTextSecondary }}>{item.subtitle}</div>}
          </div>
        )
      }
    />
  );
}

export function CommandPalette() {
  useCommandActions();
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  return (
    <KBarPortal>
      <KBarPositioner style={{ zIndex: 1100, background: "rgba(0,0,0,0.35)" }}>
        <KBarAnimator style={{ maxWidth: 600, width: "100%", background: token.colorBgElevated, borderRadius: token.borderRadiusLG, overflow: "hidden", boxShadow: token.boxShadow }}>
          <div data-testid="command-palette">
            <KBarSearch defaultPlaceholder={t("shell.kbar.placeholder")} style={{ padding: "12px 16px", fontSize: 16, width: "100%", boxSizing: "border-box", outline: "none", border: "none", borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgElevated, color: token.colorText }} />
            <div style={{ paddingBottom: 8 }}>
              <Results />
            </div>
          </div>
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}
