/**
 * SPEC §8 "The error catalogue", as one pure function: what the console does with an answer's code or a
 * transport failure. The http client applies the outcome; tests check every row here.
 */
import type { TransportFailureCode } from "./transport";

export type Outcome =
  /** 200, or a file answer: hand the answer to the screen. */
  | { kind: "pass" }
  /** 401: clear the session, say why (unless already on login), go to /login. */
  | { kind: "unauthorized"; message: string }
  /** 423: the session is locked on the server (another tab locked it): go to the lock screen. */
  | { kind: "locked"; message: string }
  /** 428: the action needs a fresh one-time code first (the step-up): ask for it, then send the action again. */
  | { kind: "stepUp"; message: string }
  /** 403, 500 and any other code, timeouts and network failures: show the message. */
  | { kind: "error"; message: string };

/** The catalogue's own texts, as i18n keys (zh-CN holds the spec's Chinese). */
export const CatalogueKey = {
  unknownRelogin: "errors.unknownRelogin",
  unknown: "errors.unknown",
  timeout: "errors.timeout",
} as const;

type Translate = (key: string) => string;

/** The contract server's answer while the session is locked (a back end without a server-side lock never sends it). */
export const LOCKED_CODE = 423;
/** The contract server's answer for an action that needs a fresh one-time code first (X-Boot never sends it). */
export const STEP_UP_CODE = 428;

const present = (text: string | null | undefined): text is string => typeof text === "string" && text.trim() !== "";

export function outcomeForCode(code: number, serverMessage: string | null | undefined, t: Translate): Outcome {
  if (code === 200) return { kind: "pass" };
  if (code === 401)
    return { kind: "unauthorized", message: present(serverMessage) ? serverMessage : t(CatalogueKey.unknownRelogin) };
  if (code === LOCKED_CODE)
    return { kind: "locked", message: present(serverMessage) ? serverMessage : t(CatalogueKey.unknown) };
  if (code === STEP_UP_CODE && present(serverMessage)) return { kind: "stepUp", message: serverMessage };
  return { kind: "error", message: present(serverMessage) ? serverMessage : t(CatalogueKey.unknown) };
}

/** A failure with no answer to read a code from (transport.ts): the call timed out or never got through. */
export interface TransportFailure {
  code: TransportFailureCode;
}

/** SPEC §8: "Timeout or request failure: '请求超时'" — both say the same. */
export function outcomeForTransport(_failure: TransportFailure, t: Translate): Outcome {
  return { kind: "error", message: t(CatalogueKey.timeout) };
}
