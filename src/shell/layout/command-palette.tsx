/**
 * The command palette (kbar): a search box and the matching pages and actions, in antd's colours so it follows
 * dark mode. Refine's own <RefineKbar /> would add a "List" entry per resource beside each page and hard-codes
 * black on white, so the palette is built from the same kbar parts.
 *
 * This module is lazy (kbar and its virtual list are code home does not need until the first Ctrl/⌘+K):
 * CommandPaletteLauncher loads it on the first shortcut, and it opens at once with whatever was typed meanwhile.
 * From then on kbar's own shortcut toggles it.
 */
import {
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarResults,
  KBarSearch,
  RefineKbarProvider,
  useKBar,
  useMatches,
} from "@refinedev/kbar";
import { theme as antdTheme } from "antd";
import { useEffect, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useCommandActions } from "./use-command-actions";
import { useRecordActions } from "./use-record-actions";

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
          <div
            data-testid="kbar-item"
            style={{
              padding: "8px 16px",
              cursor: "pointer",
              background: active ? token.controlItemBgActive : "transparent",
              borderInlineStart: `2px solid ${active ? token.colorPrimary : "transparent"}`,
            }}
          >
            <div style={{ color: token.colorText }}>{item.name}</div>
            {item.subtitle && <div style={{ fontSize: 12, color: token.colorTextSecondary }}>{item.subtitle}</div>}
          </div>
        )
      }
    />
  );
}

/**
 * Opens the palette once, on mount (the launcher mounts it in answer to the shortcut or the phone's palette button),
 * and toggles it again at each later press of that button.
 */
function OpenOnMount({ presses }: { presses: number }) {
  const { query } = useKBar();
  useEffect(() => query.toggle(), [query, presses]);
  return null;
}

/**
 * kbar's search box, then the text typed while the palette loaded: KBarSearch empties the search as it mounts, and
 * this (parent) effect runs after that (child) one.
 */
function SearchBox({ typed, placeholder, style }: { typed: () => string; placeholder: string; style: CSSProperties }) {
  const { query } = useKBar();
  useEffect(() => {
    const text = typed();
    if (text) query.setSearch(text);
  }, [query, typed]);
  return <KBarSearch defaultPlaceholder={placeholder} style={style} />;
}

function Palette({ typed }: { typed: () => string }) {
  useCommandActions();
  useRecordActions();
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  return (
    <KBarPortal>
      <KBarPositioner style={{ zIndex: 1100, background: "rgba(0,0,0,0.35)" }}>
        <KBarAnimator
          style={{
            maxWidth: 600,
            width: "100%",
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            overflow: "hidden",
            boxShadow: token.boxShadow,
          }}
        >
          <div data-testid="command-palette">
            <SearchBox
              typed={typed}
              placeholder={t("shell.kbar.placeholder")}
              style={{
                padding: "12px 16px",
                fontSize: 16,
                width: "100%",
                boxSizing: "border-box",
                outline: "none",
                border: "none",
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
                background: token.colorBgElevated,
                color: token.colorText,
              }}
            />
            <div style={{ paddingBottom: 8 }}>
              <Results />
            </div>
          </div>
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}

export default function CommandPaletteRoot({ typed, presses = 0 }: { typed: () => string; presses?: number }) {
  return (
    <RefineKbarProvider>
      <Palette typed={typed} />
      <OpenOnMount presses={presses} />
    </RefineKbarProvider>
  );
}
