/// <reference types="vite/client" />
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Seconds between polls of home's to-do counts when the back end has no live events (default 60; 0: never). */
  readonly VITE_TODO_POLL_SECONDS?: string;
}
