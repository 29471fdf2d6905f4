/**
 * A page whose code cannot be loaded (a redeploy removed the old hashed files, the network dropped, or the request
 * hung past SPEC §9's 120 s chunk timeout, src/lib/chunk-timeout.ts) does not blank the console: this boundary shows
 * what happened and a Reload button, and says so when a new version is out (the version check of SPEC §7.2). A new
 * address clears it, so the menus keep working.
 *
 * The shell's own lazy pieces each have one of these too, so that a piece that does not load (failed, or past the
 * chunk timeout) never takes the console down with it — without one, the error reached the root boundary (the whole
 * console replaced by the offer) or, for the toast host above it, no boundary at all (a white page). A piece the user
 * opened (theme drawer, command palette, password drawer) or that speaks to the user (the toast host) floats the same
 * offer over the working console with a Close (`onClose`: its host unmounts it); the dropdown and app-grid top navs
 * are replaced by the bundled horizontal one (`standIn`) — the user still has every app to click, so nothing needs
 * saying — and the card tabs by the plain ones. A page's own lazy parts (the chart, the rich-text editor) fail with their page, into the page area's offer.
 */
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { checkVersion } from "./version-check";

const TEXT = "var(--ant-color-text, rgba(0,0,0,0.88))";
/** Over the console, which stays usable around it. */
const FLOATING = {
  position: "fixed",
  top: 72,
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 2000,
  width: "min(440px, calc(100vw - 32px))",
  boxSizing: "border-box",
  padding: "16px 24px",
  borderRadius: 8,
  textAlign: "center",
  color: TEXT,
  background: "var(--ant-color-bg-elevated, #fff)",
  boxShadow: "0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05)",
} as const;

/** Plain markup on antd's CSS variables: it must show even when no further chunk (antd's Result) can load. */
function LoadFailed({ newVersion, onClose }: { newVersion: string | null; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid={onClose ? "piece-failed" : "chunk-failed"}
      style={onClose ? FLOATING : { padding: "64px 24px", textAlign: "center", color: TEXT }}
    >
      <h2
        style={
          onClose
            ? { fontSize: 16, fontWeight: 500, margin: "0 0 8px" }
            : { fontSize: 24, fontWeight: 500, margin: "0 0 8px" }
        }
      >
        {t(onClose ? "errors.pieceFailed" : "errors.chunkFailed")}
      </h2>
      <p
        style={{
          margin: onClose ? "0 0 16px" : "0 0 24px",
          color: "var(--ant-color-text-secondary, rgba(0,0,0,0.65))",
        }}
      >
        {newVersion ? t("errors.newVersion", { version: newVersion }) : t("errors.chunkFailedHint")}
      </p>
      <button
        type="button"
        className="chunk-reload"
        onClick={() => window.location.reload()}
        data-action="reload"
        style={{
          padding: "4px 15px",
          height: 32,
          border: 0,
          borderRadius: 6,
          cursor: "pointer",
          color: "#fff",
          background: "var(--ant-color-primary, #1677ff)",
        }}
      >
        {t("errors.reload")}
      </button>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          data-action="close"
          style={{
            marginLeft: 8,
            padding: "4px 15px",
            height: 32,
            borderRadius: 6,
            cursor: "pointer",
            color: TEXT,
            background: "transparent",
            border: "1px solid var(--ant-color-border, #d9d9d9)",
          }}
        >
          {t("common.actions.close")}
        </button>
      )}
    </div>
  );
}

interface Props {
  /** The address: a new one resets the boundary (a page's; a shell piece needs none). */
  resetKey?: string;
  /** A shell piece's: the offer floats over the console, and its Close calls this (the host unmounts the piece). */
  onClose?: () => void;
  /** A shell piece's: what stands in for it when its code did not load (null: nothing), instead of any offer. */
  standIn?: ReactNode;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
  newVersion: string | null;
}

export class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { failedAt: null, newVersion: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: "pending" };
  }

  componentDidCatch(): void {
    this.setState({ failedAt: this.props.resetKey ?? "" });
    if (this.props.standIn !== undefined) return;
    void checkVersion().then((verdict) => {
      if (verdict.kind === "new") this.setState({ newVersion: verdict.version });
    });
  }

  componentDidUpdate(previous: Props): void {
    if (
      this.state.failedAt !== null &&
      previous.resetKey !== this.props.resetKey &&
      this.state.failedAt !== "pending"
    ) {
      this.setState({ failedAt: null, newVersion: null });
    }
  }

  private close = (): void => {
    this.setState({ failedAt: null, newVersion: null });
    this.props.onClose?.();
  };

  render(): ReactNode {
    if (this.state.failedAt === null) return this.props.children;
    if (this.props.standIn !== undefined) return this.props.standIn;
    return <LoadFailed newVersion={this.state.newVersion} onClose={this.props.onClose && this.close} />;
  }
}
