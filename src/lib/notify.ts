/**
 * One way to show a toast or a confirmation from anywhere (providers included), without antd's message and modal
 * code in the initial bundle: a request before any host is registered asks the UI to mount one (a lazy chunk), and
 * runs as soon as it registers. The hosts use antd's contextual APIs, so toasts follow the theme and the locale.
 */
import type { MessageInstance } from "antd/es/message/interface";
import type { HookAPI as ModalApi } from "antd/es/modal/useModal";
import type { ModalFuncProps } from "antd/es/modal/interface";

export interface FeedbackApi {
  message: Pick<MessageInstance, "success" | "error" | "warning" | "info">;
  modal: Pick<ModalApi, "confirm" | "success">;
}

let api: FeedbackApi | null = null;
const waiting: ((ready: FeedbackApi) => void)[] = [];
let requestHost: (() => void) | null = null;

/** A host (the on-demand one, or the console's antd App) hands its APIs over; queued requests run now. */
export function registerFeedbackApi(next: FeedbackApi): () => void {
  api = next;
  for (const run of waiting.splice(0)) run(next);
  return () => {
    if (api === next) api = null;
  };
}

/** The UI's way to mount a host when the first request arrives (called at most once per need). */
export function onFeedbackHostNeeded(mount: () => void): () => void {
  requestHost = mount;
  if (waiting.length) mount();
  return () => {
    if (requestHost === mount) requestHost = null;
  };
}

function withApi(run: (ready: FeedbackApi) => void): void {
  if (api) return run(api);
  waiting.push(run);
  requestHost?.();
}

/**
 * A message keyed by its kind and text: the same message again while it shows replaces it (and restarts its time)
 * instead of stacking a copy — a page whose two calls fail alike says so once.
 */
const once = (text: string, kind: string) => ({ content: text, key: `${kind}:${text}` });

export const notify = {
  success: (text: string) => withApi((a) => void a.message.success(once(text, "success"))),
  error: (text: string) => withApi((a) => void a.message.error(once(text, "error"))),
  warning: (text: string) => withApi((a) => void a.message.warning(once(text, "warning"))),
  info: (text: string) => withApi((a) => void a.message.info(once(text, "info"))),
  confirm: (props: ModalFuncProps) => withApi((a) => void a.modal.confirm(props)),
  /** A modal that reports success (OK only). */
  successModal: (props: ModalFuncProps) => withApi((a) => void a.modal.success(props)),
};

/** For tests: forget hosts and queued requests. */
export function resetFeedback(): void {
  api = null;
  waiting.length = 0;
  requestHost = null;
}
