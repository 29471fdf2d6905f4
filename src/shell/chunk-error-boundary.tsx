/**
 * A page whose code cannot be loaded (a redeploy removed the old hashed files, the network dropped, or the request
 * hung past SPEC §9's 120 s chunk timeout, src/lib/chunk-timeout.ts) does not blank the console: this boundary shows
 * what happened and a Reload button, and says so when a new version is out (the version check of SPEC §7.2). A new
 * address clears it, so the menus keep working.
 */
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { checkVersion } from "./version-check";

/** Plain markup on antd's CSS variables: it must show even when no further chunk (antd's Result) can load. */
function LoadFailed({ newVersion }: { newVersion: string | null }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="chunk-failed"
      style={{ padding: "64px 24px", textAlign: "center", color: "var(--ant-color-text, rgba(0,0,0,0.88))" }}
    >
      <h2 style={{ fontSize: 24, fontWeight: 500, margin: "0 0 8px" }}>{t("errors.chunkFailed")}</h2>
      <p style={{ margin: "0 0 24px", color: "var(--ant-color-text-secondary, rgba(0,0,0,0.65))" }}>
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
    </div>
  );
}

interface Props {
  /** The address: a new one resets the boundary. */
  resetKey: string;
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
    this.setState({ failedAt: this.props.resetKey });
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

  render(): ReactNode {
    return this.state.failedAt !== null ? <LoadFailed newVersion={this.state.newVersion} /> : this.props.children;
  }
}
